import type { AngleCopyBook, ImpactAudience } from './types';

const AUDIENCE: Record<ImpactAudience, string> = { Customers: '顧客', Regulators: '規制当局' };

export const ja: AngleCopyBook = {
  'Investor Trust': {
    headline: (company, description) => `投資家が${company}に賭ける理由：${description}`,
    explanation: (company) =>
      `資金調達のニュースが記事になるのは、金額ではなく「市場からの評価」として読めるときです。${company}に誰が出資したのか、出資の決め手となった実績は何か、調達資金で次に何が可能になるのかを冒頭に置きましょう。DealStreetAsia、The Business Times、Bloombergのアジア資金調達報道といった金融・ディール系の媒体に加え、次の投資家がすでに購読しているVC向けニュースレターにも向いた切り口です。`,
  },
  'Tech Insight': {
    headline: (company, description) => `${company}の技術の舞台裏：${description}`,
    explanation: (company) =>
      `テクノロジー担当の記者は、単なるローンチ告知は取り上げなくても、難しい課題をどう解いたかは記事にします。${company}が選んだアーキテクチャ、そのために受け入れたトレードオフ、効果を裏づける数字を一つ、具体的に説明しましょう。Tech in Asia、e27、TechCrunchなどのテック・プロダクト系媒体、オンチェーンのプロダクトであればThe BlockやCoinDeskの技術面に向いた切り口です。`,
  },
  'Founder Narrative': {
    headline: (company, description) => `${company}を生んだ創業者の物語：${description}`,
    explanation: (company) =>
      `投資家はプロダクトより先に人を見ます。${company}の創業につながった経験、つまり前職での気づきや市場の空白、あるいは失敗から得た洞察があれば、記者は機能の羅列ではなく人物を軸に記事を書き出せます。e27やKrASIAの創業者インタビュー、スタートアップ系ポッドキャスト、経済紙の人物欄など、プロフィールやインタビュー形式に向いた切り口です。`,
  },
  'Global from Asia': {
    headline: (company, description) => `アジア発、世界市場へ：${company} — ${description}`,
    explanation: (company) =>
      `海外の編集者は、読者になじみの薄いアジア市場を読み解かせてくれる企業を探しています。${company}を、シンガポールやベトナム、東南アジアが世界に先駆けて実現していることの実例として位置づけ、地域のデータで裏づけましょう。Nikkei Asia、Rest of World、CNBC Asia、ロイターのアジアテクノロジー報道など、グローバルなビジネス面や地域面に向いた切り口です。`,
  },
  'Market Trend': {
    headline: (company, description) => `${company}が示す市場の行方：${description}`,
    explanation: (company) =>
      `トレンド記事であれば、記者は${company}を広告ではなく専門家の声として引用できます。発表内容に、より大きな変化（普及、規制、支出）を示すデータを一つ添え、今後の展開について明確な見解を示しましょう。Fintech News Asiaの分析・オピニオン枠、Forbes Asiaの寄稿、業界レポートや業界ニュースレターに向いた切り口です。`,
  },
  'Culture & Impact': {
    headline: (company, description) => `${company}が現場にもたらした変化：${description}`,
    explanation: (company, reached) =>
      `${reached.length ? `${reached.map((a) => AUDIENCE[a]).join('や')}に向けては、` : ''}主張よりも具体的な成果のほうがはるかに伝わります。${company}によって日常が変わった加盟店、ユーザー、地域社会と、彼らを守る安全策を示しましょう。ライフスタイル・消費者向けの紙面、進出先市場の現地語メディア、ESGや金融包摂の報道、そして規制当局が目を通す政策面に向いた切り口です。`,
  },
};
