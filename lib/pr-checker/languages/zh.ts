/**
 * Chinese: how PR Newswire Asia, 美通社 and mainland wires publish a release (docs/behaviour.md#scoring-by-language).
 * 新加坡，2026年11月20日 —— as dateline, “…” 表示 as attribution, 关于… and 媒体联系 at the end,
 * a headline of about 12–35 characters.
 */
import type { LanguageRules } from './types';

export const zh: LanguageRules = {
  lengthUnit: 'characters',
  headline: { min: 12, max: 38 },
  paragraphMax: 280,
  sentenceMax: 80,
  preamble: ['新闻稿', '新闻发布', '即时发布', '供即时发布'],
  aboutHeadings: { prefix: ['关于', '關於'], suffix: ['简介', '簡介'] },
  contactHeadings: ['媒体联系', '媒體聯繫', '媒体垂询', '新闻联系人', '联系人'],
  quoteMarks: [['“', '”'], ['「', '」'], ['"', '"']],
  minQuoteLength: 10,
  speechVerbs: ['表示', '说', '指出', '称', '介绍'],
  titles: ['首席执行官', '首席技术官', '首席财务官', '创始人', '董事长', '总裁', '总经理', '合伙人', 'CEO', 'CTO', 'CFO', '院长', '负责人'],
  anonymousSpeakers: ['团队', '相关负责人', '负责人', '发言人', '官方'],
  when: ['今日', '今天', '年', '月', '日'],
  announcementVerbs: ['宣布', '发布', '推出', '完成', '获得', '达成', '签署', '上线', '获'],
  numberUnits: ['亿美元', '万美元', '亿港元', '亿元', '万元', '美元', '港元', '元', '亿', '万', '%', '％', '家', '名', '人', '个', '份', '倍', '分钟', '笔'],
  hype: {
    strong: ['革命性', '颠覆性', '颠覆', '史上最强', '最强', '无与伦比', '爆炸式', '终极', '划时代', '暴涨', '暴富', '独一无二'],
    mild: ['创新', '最尖端', '下一代', '前所未有', '改变世界', '最顶尖', '顶级', '引领', '飞跃', '惊喜'],
  },
  claims: ['史上最', '全球首创', '全球首个', '行业第一', '全球第一', '唯一', '第一', '毫无疑问', '最好'],
  redFlags: ['保证', '保本', '保息', '稳赚', '零风险', '暴涨', '百倍', '100倍', '财富自由', '冲向月球', '上车', '电报群', '电报', 'Telegram', '空投', '预售', '后悔', '发财', '暴富', '年化收益', '分红', '亏钱', '抢购', '抢占'],
  selling: ['我们', '你', '您', '大家'],
  thirdPartyCues: ['领投', '跟投', '参投', '合作', '战略投资', '客户包括', '携手', '签约'],
  regulators: ['金融管理局', '证监会', '证券及期货事务监察委员会', '金管局', '人民银行', '银保监会', '金融监管总局', 'MAS', 'SFC', 'HKMA'],
  compliance: ['牌照', '许可', '审计', '合规', '备案', '批准', '持牌', 'SOC 2', 'ISO'],
  funding: ['融资', '轮', '投资'],
  traction: ['累计', '同比', '增长', '用户', '客户', '交易额', '减少', '缩短', '托管资产', '营收'],
  market: ['市场', '行业规模', '需求'],
  team: ['首席执行官', '首席技术官', '创始人', '董事会', '员工', '合伙人'],
  useOfFunds: ['融资将用于', '资金将用于', '将用于', '用于'],
  plans: ['计划', '将于', '预计', '前'],
  verifiable: ['成立于', '官网', '牌照编号', 'https://', '.example', '.cn', '.com', '@'],
};
