import type { AngleCopyBook, ImpactAudience } from './types';

const AUDIENCE: Record<ImpactAudience, string> = { Customers: '고객', Regulators: '규제 기관' };

// The company name is followed only by particles that do not change with its last sound (의, 에, 에서).
export const ko: AngleCopyBook = {
  'Investor Trust': {
    headline: (company, description) => `투자자들이 ${company}에 주목하는 이유: ${description}`,
    explanation: (company) =>
      `투자 유치 소식은 금액이 아니라 시장의 검증으로 읽힐 때 비로소 기사가 됩니다. 누가 ${company}에 투자했는지, 어떤 성과가 투자자를 움직였는지, 이번 자금으로 다음에 무엇이 가능해지는지를 맨 앞에 두는 것이 좋습니다. DealStreetAsia, The Business Times, Bloomberg의 아시아 투자 보도 같은 금융·딜 전문 매체는 물론, 다음 라운드 투자자들이 이미 구독하는 VC 뉴스레터에도 잘 맞는 앵글입니다.`,
  },
  'Tech Insight': {
    headline: (company, description) => `${company}의 기술을 들여다보다: ${description}`,
    explanation: (company) =>
      `기술 담당 기자들은 단순한 출시 소식은 넘기지만, 어려운 문제를 어떻게 풀었는지는 기사로 다룹니다. ${company}의 아키텍처 선택, 그 과정에서 감수한 트레이드오프, 그리고 효과를 입증하는 숫자 하나를 분명하게 설명하는 것이 좋습니다. Tech in Asia, e27, TechCrunch 같은 테크·제품 매체, 온체인 서비스라면 The Block과 CoinDesk의 기술 섹션에 잘 맞는 앵글입니다.`,
  },
  'Founder Narrative': {
    headline: (company, description) => `${company} 창업자의 이야기: ${description}`,
    explanation: (company) =>
      `투자자는 제품보다 사람을 먼저 봅니다. ${company}의 창업으로 이어진 경험, 즉 이전 직장에서의 깨달음이나 시장의 빈틈, 혹은 실패에서 얻은 통찰은 기자에게 기능 나열 대신 사람 중심의 첫 문장을 안겨 줍니다. e27과 KrASIA의 창업자 인터뷰, 스타트업 팟캐스트, 경제지 인물면처럼 프로필·인터뷰 형식에 잘 맞는 앵글입니다.`,
  },
  'Global from Asia': {
    headline: (company, description) => `아시아에서 시작해 세계 시장으로: ${company} — ${description}`,
    explanation: (company) =>
      `해외 편집자들은 자국 독자가 잘 모르는 아시아 시장을 설명해 줄 기업을 찾습니다. ${company}의 사례를 싱가포르, 베트남, 동남아시아가 세계보다 앞서 해내고 있는 일의 증거로 제시하고, 지역 데이터로 뒷받침하는 것이 좋습니다. Nikkei Asia, Rest of World, CNBC Asia, Reuters의 아시아 테크 보도 같은 글로벌 비즈니스·지역 매체에 잘 맞는 앵글입니다.`,
  },
  'Market Trend': {
    headline: (company, description) => `${company}에서 읽는 시장의 다음 흐름: ${description}`,
    explanation: (company) =>
      `트렌드 기사에서는 기자가 ${company}의 이름을 광고가 아닌 전문가의 시각으로 인용합니다. 이번 발표에 더 큰 변화(도입률, 규제, 지출)를 보여 주는 데이터 하나와 앞으로의 전망에 대한 분명한 견해를 함께 담는 것이 좋습니다. Fintech News Asia의 분석·오피니언 지면, Forbes Asia 기고, 산업 보고서와 업계 뉴스레터에 잘 맞는 앵글입니다.`,
  },
  'Culture & Impact': {
    headline: (company, description) => `${company}에서 시작된 현장의 변화: ${description}`,
    explanation: (company, reached) =>
      `${reached.length ? `${reached.map((a) => AUDIENCE[a]).join(' 및 ')}에게는 ` : ''}주장보다 구체적인 성과가 훨씬 설득력 있습니다. ${company}의 서비스로 일상이 달라진 가맹점, 사용자, 지역 사회와 이들을 보호하는 안전장치를 보여 주는 것이 좋습니다. 라이프스타일·소비자 섹션, 진출 시장의 현지어 매체, ESG·금융 포용 보도, 그리고 규제 당국이 읽는 정책 지면에 잘 맞는 앵글입니다.`,
  },
};
