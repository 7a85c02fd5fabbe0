/**
 * The embedded expert's fixed phrases in the site's other languages (docs/i18n.md#chat): greetings,
 * "I don't know", the hand-off to a person, package summaries and link texts, in each glossary's
 * voice (docs/glossary). English keeps its own wording in expert.ts and knowledge.ts. Figures come
 * in as arguments, so a price or an address edited in the content or site settings changes these too.
 */
import type { Foreign } from './segment';

type Figures = { brand: string; callMinutes: number; replyHours: number; publicationDays: string };

type ExpertPhrases = {
  /** Said by every "I don't know" reply; the evaluation recognises a refusal by it. */
  dontKnow: string;
  /** Continues `dontKnow`, from its punctuation on. */
  unknownTail: string;
  greeting: (f: Figures) => string;
  thanks: string;
  capabilities: (f: Figures) => string[];
  humanIntro: string;
  humanEmail: (hours: number) => string;
  humanCall: (minutes: number) => string;
  humanMessage: string;
  humanForm: string;
  bookCall: (minutes: number) => string;
  pricingIntro: string;
  /** After a package's price: the currency and payment terms, with the sentence's end. */
  oneTime: string;
  popular: string;
  premium: string;
  everyPackage: (days: string) => string;
  included: string;
  compare: string;
  pricingNext: string;
  contact: (hours: number) => string;
  booking: (minutes: number) => string;
  promise: (days: string) => string;
  offices: string;
  officeNames: { singapore: string; hcmc: string };
  remote: string;
  servicesIntro: string;
  modes: { launch: string; investor: string; crisis: string };
  servicesNext: string;
  checker: string;
  angleFinder: string;
  faqNext: string;
  /** Link texts, each for a page of the site. */
  links: { pricing: string; services: string; contact: string; faq: string };
  /** Words that mark each kind of question, compared after the same normalisation as the question. */
  words: Record<Concept, string[]>;
};

export type Concept =
  | 'greeting'
  | 'thanks'
  | 'human'
  | 'price'
  | 'time'
  | 'services'
  | 'booking'
  | 'contact'
  | 'office'
  | 'checker'
  | 'angle';

export const phrases: Record<Foreign, ExpertPhrases> = {
  vi: {
    dontKnow: 'Tôi chưa thể trả lời chắc chắn câu hỏi này',
    unknownTail: ' và không muốn đoán. Đội ngũ của chúng tôi sẽ trả lời bạn chính xác:',
    greeting: (f) =>
      `Xin chào! Tôi là trợ lý tư vấn PR của ${f.brand}, chuyên về PR cho doanh nghiệp Web3, fintech và công nghệ. Tôi có thể giúp bạn về:`,
    thanks: 'Rất vui được hỗ trợ bạn! Bạn cần hỏi thêm điều gì cứ nhắn cho tôi nhé.',
    capabilities: (f) => [
      '**Gói dịch vụ và bảng giá** — từ Digital Journal + đến gói cao cấp nhất',
      `**Thời gian** — đăng bài trong vòng ${f.publicationDays} ngày`,
      '**Dịch vụ** — ra mắt sản phẩm, PR gọi vốn, xử lý khủng hoảng truyền thông',
    ],
    humanIntro: 'Rất sẵn lòng kết nối bạn với đội ngũ của chúng tôi:',
    humanEmail: (h) => `chúng tôi phản hồi trong vòng ${h} giờ`,
    humanCall: (m) => `đặt lịch tư vấn ${m} phút`,
    humanMessage: 'Nhắn tin',
    humanForm: 'trang Liên hệ',
    bookCall: (m) => `đặt lịch tư vấn ${m} phút`,
    pricingIntro: 'Các gói của chúng tôi có giá cố định, thanh toán một lần bằng USD:',
    oneTime: ' (USD, thanh toán một lần).',
    popular: 'gói được chọn nhiều nhất',
    premium: 'gói cao cấp',
    everyPackage: (d) =>
      `Mọi gói đều bao gồm đăng bài trong vòng ${d} ngày và vị trí đăng trên các đầu báo tier-1 đã được xác nhận.`,
    included: 'Gói bao gồm:',
    compare: 'So sánh nhanh (USD, thanh toán một lần):',
    pricingNext: 'Xem chi tiết tại',
    contact: (h) =>
      `Bạn có thể liên hệ đội ngũ của chúng tôi qua email hoặc biểu mẫu trên trang Liên hệ — chúng tôi phản hồi mọi yêu cầu tư vấn trong vòng **${h} giờ**.`,
    booking: (m) =>
      `Bạn có thể đặt lịch tư vấn ${m} phút trực tiếp trên lịch của chúng tôi. Trong buổi trao đổi, chúng tôi tìm hiểu thông báo, tiến độ và đối tượng bạn cần tiếp cận, sau đó gửi đề xuất với mức giá cố định.`,
    promise: (d) =>
      `Mọi gói đều đi kèm ba cam kết:\n\n- **Nhanh chóng** — đăng bài trong vòng **${d} ngày**\n- **Đảm bảo vị trí đăng** — xác nhận trên các đầu báo tier-1\n- **Chuyên gia đồng hành** — biên tập viên PR giàu kinh nghiệm biên tập và phân phối thông cáo báo chí của bạn`,
    offices: 'Chúng tôi có hai văn phòng:',
    officeNames: { singapore: 'Singapore', hcmc: 'TP. Hồ Chí Minh' },
    remote: 'Chúng tôi làm việc với khách hàng khắp châu Á và toàn cầu, chủ yếu từ xa.',
    servicesIntro: 'Những gì chúng tôi làm cho doanh nghiệp Web3, fintech và công nghệ:',
    modes: {
      launch: 'PR ra mắt sản phẩm',
      investor: 'PR cho nhà đầu tư và gọi vốn',
      crisis: 'Xử lý khủng hoảng truyền thông',
    },
    servicesNext:
      'Mọi dự án đều có biên tập viên cấp cao, phân phối tới các đầu báo tier-1 và báo cáo đăng bài kèm đường dẫn.',
    checker:
      'Hãy thử **Công cụ chấm điểm độ tin cậy PR** miễn phí: dán thông cáo báo chí (ít nhất 300 ký tự) để nhận điểm trên thang 100 cùng điểm mạnh và gợi ý cải thiện.',
    angleFinder: '**Công cụ tìm góc tin** miễn phí gợi ý tối đa năm góc tin cho thông báo của bạn.',
    faqNext: 'Xem thêm tại',
    links: {
      pricing: 'trang Bảng giá',
      services: 'trang Dịch vụ',
      contact: 'trang Liên hệ',
      faq: 'trang Câu hỏi thường gặp',
    },
    words: {
      greeting: ['xin chao', 'chao ban', 'chao'],
      thanks: ['cam on', 'cảm ơn'],
      human: ['nguoi that', 'nhan vien tu van', 'gap nguoi', 'noi chuyen voi nguoi'],
      price: ['gia', 'bao nhieu tien', 'chi phi', 'phi', 'bang gia', 'usd', 'tien'],
      time: ['bao lau', 'thoi gian', 'may ngay', 'khi nao', 'nhanh'],
      services: ['dich vu', 'lam gi', 'cung cap'],
      booking: ['dat lich', 'cuoc goi', 'tu van'],
      contact: ['lien he', 'email', 'phan hoi'],
      office: ['van phong', 'dia chi', 'o dau'],
      checker: ['cham diem', 'do tin cay'],
      angle: ['goc tin'],
    },
  },
  zh: {
    dontKnow: '这个问题我无法确定',
    unknownTail: '，也不想随意猜测。我们的团队可以给您准确的答复：',
    greeting: (f) => `您好！我是 ${f.brand} 的公关顾问助手，专注于 Web3、金融科技和科技企业的公关。我可以帮您了解：`,
    thanks: '不客气，很高兴能帮到您！还有其他问题，随时问我。',
    capabilities: (f) => [
      '**套餐与价格** — 从 Digital Journal + 到高端套餐',
      `**时间安排** — ${f.publicationDays} 天内发布`,
      '**服务** — 产品发布、投资者公关与危机公关',
    ],
    humanIntro: '很乐意为您联系我们的团队：',
    humanEmail: (h) => `我们会在 ${h} 小时内回复`,
    humanCall: (m) => `预约 ${m} 分钟咨询`,
    humanMessage: '消息',
    humanForm: '联系我们页面',
    bookCall: (m) => `预约 ${m} 分钟咨询`,
    pricingIntro: '我们的套餐均为固定价格，以美元一次性付费：',
    oneTime: '（美元，一次性付费）。',
    popular: '最受欢迎',
    premium: '高端套餐',
    everyPackage: (d) => `每个套餐都包含 ${d} 天内发布，以及已确认的一线媒体刊登。`,
    included: '套餐包含：',
    compare: '套餐对比（美元，一次性付费）：',
    pricingNext: '详情请见',
    contact: (h) => `您可以通过邮件或联系我们页面上的表单联系团队，我们会在 **${h} 小时**内回复每一条咨询。`,
    booking: (m) =>
      `您可以直接在我们的日历中预约 ${m} 分钟咨询。我们会了解您要发布的消息、时间安排和目标受众，随后发送固定价格的方案。`,
    promise: (d) =>
      `每个套餐都有三项承诺：\n\n- **快速发布** — **${d} 天**内发布\n- **保证刊登** — 已确认的一线媒体刊登\n- **专家指导** — 资深公关编辑为您修改并发布新闻稿`,
    offices: '我们有两个办公室：',
    officeNames: { singapore: '新加坡', hcmc: '胡志明市' },
    remote: '我们服务亚洲及全球客户，大多以远程方式合作。',
    servicesIntro: '我们为 Web3、金融科技和科技企业提供：',
    modes: { launch: '产品发布公关', investor: '投资者公关与融资新闻稿', crisis: '危机公关' },
    servicesNext: '每个项目都包括资深编辑修改、一线媒体发布，以及附有链接的发布报告。',
    checker: '欢迎试用免费的 **PR 可信度检测**：粘贴新闻稿（至少 300 个字符），即可获得百分制评分、优点与改进建议。',
    angleFinder: '免费的**新闻角度生成器**可为您的消息提供最多五个新闻角度。',
    faqNext: '更多解答请见',
    links: { pricing: '价格方案页面', services: '服务页面', contact: '联系我们页面', faq: '常见问题页面' },
    words: {
      greeting: ['你好', '您好', '嗨'],
      thanks: ['谢谢', '感谢', '多谢'],
      human: ['真人', '人工客服', '转人工', '工作人员'],
      price: ['价格', '多少钱', '费用', '收费', '价钱', '报价', '美元', '钱'],
      time: ['多久', '多长时间', '几天', '时间', '多快'],
      services: ['服务', '做什么', '提供'],
      booking: ['预约', '通话', '咨询'],
      contact: ['联系', '邮件', '邮箱', '回复'],
      office: ['办公室', '地址', '在哪'],
      checker: ['可信度', '检测', '评分'],
      angle: ['角度'],
    },
  },
  ko: {
    dontKnow: '이 질문에는 확실히 답변드리기 어렵습니다',
    unknownTail: '. 추측으로 답하지 않겠습니다. 담당 팀이 정확히 안내해 드립니다:',
    greeting: (f) =>
      `안녕하십니까! ${f.brand}의 PR 상담 어시스턴트입니다. Web3, 핀테크, 테크 기업의 PR을 전문으로 합니다. 다음 내용을 도와드릴 수 있습니다:`,
    thanks: '도움이 되었다니 기쁩니다! 더 궁금한 점이 있으면 언제든지 물어보십시오.',
    capabilities: (f) => [
      '**패키지와 요금** — Digital Journal +부터 프리미엄 패키지까지',
      `**일정** — ${f.publicationDays}일 이내 게재`,
      '**서비스** — 출시 PR, 투자자 PR, 위기 커뮤니케이션',
    ],
    humanIntro: '담당 팀과 바로 연결해 드리겠습니다:',
    humanEmail: (h) => `${h}시간 이내에 답변드립니다`,
    humanCall: (m) => `${m}분 상담 예약`,
    humanMessage: '메시지',
    humanForm: '문의하기 페이지',
    bookCall: (m) => `${m}분 상담 예약`,
    pricingIntro: '모든 패키지는 미국 달러 기준 고정 요금이며 한 번만 결제합니다:',
    oneTime: ' (미국 달러, 일회성 결제).',
    popular: '가장 인기 있는 패키지',
    premium: '프리미엄 패키지',
    everyPackage: (d) => `모든 패키지에는 ${d}일 이내 게재와 확정된 주요 매체 게재가 포함됩니다.`,
    included: '포함 내용:',
    compare: '패키지 비교(미국 달러, 일회성 결제):',
    pricingNext: '자세한 내용은',
    contact: (h) =>
      `이메일이나 문의하기 페이지의 양식으로 연락해 주십시오. 모든 문의에 **${h}시간** 이내에 답변드립니다.`,
    booking: (m) =>
      `저희 캘린더에서 ${m}분 상담을 바로 예약하실 수 있습니다. 상담에서 발표 내용, 일정, 도달해야 할 대상을 함께 검토한 뒤 고정 요금 제안서를 보내 드립니다.`,
    promise: (d) =>
      `모든 패키지에는 세 가지 약속이 포함됩니다:\n\n- **빠른 진행** — **${d}일** 이내 게재\n- **게재 보장** — 확정된 주요 매체 게재\n- **전문가 지원** — 경험 많은 PR 편집자가 보도자료를 다듬고 배포합니다`,
    offices: '사무소는 두 곳입니다:',
    officeNames: { singapore: '싱가포르', hcmc: '호찌민시' },
    remote: '아시아와 전 세계 고객과 주로 원격으로 협업합니다.',
    servicesIntro: 'Web3, 핀테크, 테크 기업을 위해 다음 서비스를 제공합니다:',
    modes: { launch: '출시 PR', investor: '투자자 PR과 투자 유치 발표', crisis: '위기 커뮤니케이션' },
    servicesNext: '모든 프로젝트에는 시니어 편집자의 교정, 주요 매체 배포, 링크가 담긴 게재 보고서가 포함됩니다.',
    checker:
      '무료 **PR 신뢰도 진단**을 사용해 보십시오. 보도자료(300자 이상)를 붙여 넣으면 100점 만점 점수와 강점, 개선점을 알려 드립니다.',
    angleFinder: '무료 **기사 앵글 파인더**가 발표에 맞는 기사 앵글을 최대 다섯 가지 제안합니다.',
    faqNext: '더 많은 답변은',
    links: {
      pricing: '요금 안내 페이지',
      services: '서비스 페이지',
      contact: '문의하기 페이지',
      faq: '자주 묻는 질문 페이지',
    },
    words: {
      greeting: ['안녕하세요', '안녕'],
      thanks: ['감사합니다', '고맙습니다', '감사'],
      human: ['상담원', '사람과', '사람이랑', '사람하고', '담당자와', '담당자랑', '직원과', '직원이랑', '실제 사람'],
      price: ['가격', '비용', '얼마', '요금', '견적', '달러', '금액'],
      time: ['얼마나 걸', '기간', '며칠', '일정', '언제', '빨리', '소요'],
      services: ['서비스', '무엇을 하', '제공'],
      booking: ['예약', '통화', '상담'],
      contact: ['연락', '이메일', '문의', '답변'],
      office: ['사무소', '사무실', '주소', '어디'],
      checker: ['신뢰도', '진단'],
      angle: ['앵글'],
    },
  },
  ja: {
    dontKnow: 'このご質問には確かなことをお答えできません',
    unknownTail: '。推測ではお答えしません。担当チームが正確にご案内します：',
    greeting: (f) =>
      `こんにちは！${f.brand}のPR相談アシスタントです。Web3、フィンテック、テック企業のPRを専門にしています。次のようなご相談にお答えできます：`,
    thanks: 'お役に立ててうれしいです。ほかにもご質問があれば、いつでもどうぞ。',
    capabilities: (f) => [
      '**プランと料金** — Digital Journal + からプレミアムプランまで',
      `**スケジュール** — ${f.publicationDays}日以内に掲載`,
      '**サービス** — ローンチPR、投資家向けPR、危機管理広報',
    ],
    humanIntro: '担当チームにおつなぎします：',
    humanEmail: (h) => `${h}時間以内にご返信します`,
    humanCall: (m) => `${m}分の無料相談を予約`,
    humanMessage: 'メッセージ',
    humanForm: 'お問い合わせページ',
    bookCall: (m) => `${m}分の無料相談を予約`,
    pricingIntro: 'プランはすべて米ドル建ての固定料金で、お支払いは一回のみです：',
    oneTime: '（米ドル、一回払い）。',
    popular: '一番人気のプラン',
    premium: 'プレミアムプラン',
    everyPackage: (d) => `どのプランにも${d}日以内の掲載と、確約済みの主要媒体への掲載が含まれます。`,
    included: '含まれる内容：',
    compare: 'プランの比較（米ドル、一回払い）：',
    pricingNext: '詳しくは',
    contact: (h) =>
      `メールまたはお問い合わせページのフォームからご連絡ください。すべてのお問い合わせに**${h}時間**以内にご返信します。`,
    booking: (m) =>
      `当社のカレンダーから${m}分の無料相談を直接ご予約いただけます。発表内容、スケジュール、届けたい相手を伺ったうえで、固定料金のご提案をお送りします。`,
    promise: (d) =>
      `どのプランにも三つのお約束があります：\n\n- **スピード** — **${d}日**以内に掲載\n- **掲載保証** — 主要媒体への掲載を確約\n- **専門家のサポート** — 経験豊富なPR編集者がプレスリリースを仕上げて配信します`,
    offices: 'オフィスは二か所です：',
    officeNames: { singapore: 'シンガポール', hcmc: 'ホーチミン市' },
    remote: 'アジアをはじめ世界中のお客様と、主にリモートでお仕事をしています。',
    servicesIntro: 'Web3、フィンテック、テック企業向けに次のサービスを提供しています：',
    modes: { launch: 'ローンチPR', investor: '投資家向けPRと資金調達リリース', crisis: '危機管理広報' },
    servicesNext: 'どの案件にもシニア編集者による編集、主要媒体への配信、リンク付きの掲載レポートが含まれます。',
    checker:
      '無料の**PR信頼性チェッカー**をお試しください。プレスリリース（300文字以上）を貼り付けると、100点満点のスコアと強み、改善点をお伝えします。',
    angleFinder: '無料の**ニュース切り口ファインダー**が、発表に合う切り口を最大五つご提案します。',
    faqNext: 'ほかのご質問は',
    links: {
      pricing: '料金プランのページ',
      services: 'サービスのページ',
      contact: 'お問い合わせページ',
      faq: 'よくある質問のページ',
    },
    words: {
      greeting: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして'],
      thanks: ['ありがとう', '感謝'],
      human: ['担当者と', '人と話', '人間と', 'スタッフと', 'オペレーター'],
      price: ['料金', '価格', 'いくら', '費用', '値段', '見積', 'ドル'],
      time: ['どのくらい', '期間', '何日', 'いつ', '日数', '早く', 'かかり'],
      services: ['サービス', '何をし', '提供'],
      booking: ['予約', '通話', '相談'],
      contact: ['連絡', 'メール', '問い合わせ', '返信'],
      office: ['オフィス', '事務所', '住所', 'どこ'],
      checker: ['信頼性', 'チェッカー'],
      angle: ['切り口'],
    },
  },
};
