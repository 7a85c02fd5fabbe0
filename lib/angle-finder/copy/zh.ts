import type { AngleCopyBook, ImpactAudience } from './types';

const AUDIENCE: Record<ImpactAudience, string> = { Customers: '客户', Regulators: '监管机构' };

export const zh: AngleCopyBook = {
  'Investor Trust': {
    headline: (company, description) => `投资人为何押注${company}：${description}`,
    explanation: (company) =>
      `融资消息要成为新闻，关键在于读起来是一次认可，而不只是一个估值数字：开篇就写清谁投资了${company}、哪些增长数据打动了他们，以及这笔资金接下来要用在哪里。这个角度适合 DealStreetAsia、The Business Times、Bloomberg 亚洲融资报道等财经与交易栏目，也适合您下一轮投资人正在订阅的 VC 通讯。`,
  },
  'Tech Insight': {
    headline: (company, description) => `${company}技术揭秘：${description}`,
    explanation: (company) =>
      `科技编辑往往略过产品发布通稿，却愿意报道团队如何攻克一道难题：讲清${company}做出的架构选择、为此接受的取舍，再给出一个证明方案有效的数字。这个角度适合 Tech in Asia、e27、TechCrunch 等科技与产品栏目；链上产品还可以瞄准 The Block 和 CoinDesk 的技术版面。`,
  },
  'Founder Narrative': {
    headline: (company, description) => `${company}背后的创始人故事：${description}`,
    explanation: (company) =>
      `投资人先看人，再看产品。创始人亲身得来的洞察（促成${company}的那段工作经历、那个市场空白或那次失败），能让记者以人物开篇，而不是罗列产品功能。这个角度适合人物专访类内容：e27 和 KrASIA 的创始人问答、创业播客，以及商业日报的人物版面。`,
  },
  'Global from Asia': {
    headline: (company, description) => `立足亚洲，走向全球：${company} — ${description}`,
    explanation: (company) =>
      `国际编辑一直在寻找能帮读者看懂亚洲的公司：把${company}定位为新加坡、越南乃至东南亚率先实践的例证，并用区域数据加以佐证。这个角度适合 Nikkei Asia、Rest of World、CNBC Asia 以及路透社亚洲科技报道等全球商业与区域栏目。`,
  },
  'Market Trend': {
    headline: (company, description) => `从${company}看市场走向：${description}`,
    explanation: (company) =>
      `趋势稿让记者把${company}作为专家来引用，而不是替您做广告：在发布内容之外，配上一个反映更大趋势（普及率、监管或支出）的数据，并明确说出您对下一步的判断。这个角度适合 Fintech News Asia 的分析与评论版块、Forbes Asia 撰稿人专栏、行业报告和行业通讯。`,
  },
  'Culture & Impact': {
    headline: (company, description) => `${company}带来的真实改变：${description}`,
    explanation: (company, reached) =>
      `${reached.length ? `对${reached.map((a) => AUDIENCE[a]).join('和')}而言，` : ''}具体成果远比空泛宣称有说服力：展示因${company}而改变日常的商户、用户或社区，以及保护他们的安全机制。这个角度适合生活与消费版面、您所服务市场的本地语言媒体、ESG 与普惠金融报道，以及监管机构关注的政策版面。`,
  },
};
