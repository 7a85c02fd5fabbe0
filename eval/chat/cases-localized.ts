/**
 * The evaluation items in the site's other languages: each asks what visitors ask most (a price,
 * the price list, services, timelines, contact, a call, the offices) and one question the content
 * does not answer, worded as a visitor writes in that language. The reply must state the facts and
 * be written in the language of the page.
 */
import { readVocabulary } from '@/lib/chat/answerer/files';
import { formatUsd } from '@/lib/content/price';
import { localizedPath, type TranslatedLocale as Foreign } from '@/lib/i18n/locales';
import { facts as f } from './facts';
import type { EvalItemInput } from './schema';

type Questions = {
  pricePrPackage: string;
  priceMainstream: string;
  priceList: string;
  services: string;
  turnaround: string;
  contact: string;
  booking: string;
  offices: string;
  human: string;
  unknown: string[];
};

const questions: Record<Foreign, Questions> = {
  ko: {
    pricePrPackage: 'PR Package 패키지는 얼마인가요?',
    priceMainstream: 'Mainstream은 가격이 어떻게 되나요?',
    priceList: '패키지 가격표를 보여 주세요',
    services: '어떤 서비스를 제공하나요?',
    turnaround: '보도자료 게재까지 얼마나 걸리나요?',
    contact: '어떻게 연락하면 되나요?',
    booking: '상담 예약은 어떻게 하나요?',
    offices: '사무실은 어디에 있나요?',
    human: '실제 사람과 이야기하고 싶어요',
    unknown: ['직원 복지는 어떤가요?', '비트코인으로 결제할 수 있나요?'],
  },
  ja: {
    pricePrPackage: 'PR Packageはいくらですか？',
    priceMainstream: 'Mainstreamの料金を教えてください',
    priceList: '料金表を見せてください',
    services: 'どんなサービスを提供していますか？',
    turnaround: 'プレスリリースの掲載までどのくらいかかりますか？',
    contact: 'どうやって連絡すればいいですか？',
    booking: '無料相談を予約したいです',
    offices: 'オフィスはどこにありますか？',
    human: '担当者と直接話したいです',
    unknown: ['社員食堂のメニューは何ですか？', 'ビットコインで支払えますか？'],
  },
  zh: {
    pricePrPackage: 'PR Package 套餐多少钱？',
    priceMainstream: 'Mainstream 的价格是多少？',
    priceList: '你们的价格表是怎样的？',
    services: '你们提供哪些服务？',
    turnaround: '新闻稿发布需要多长时间？',
    contact: '怎么联系你们？',
    booking: '我想预约一次咨询',
    offices: '你们的办公室在哪里？',
    human: '我想和真人沟通',
    unknown: ['你们公司有员工食堂吗？', '可以用比特币支付吗？'],
  },
  vi: {
    pricePrPackage: 'Gói PR Package giá bao nhiêu?',
    priceMainstream: 'Gói Mainstream có giá thế nào?',
    priceList: 'Cho tôi xem bảng giá các gói',
    services: 'Các bạn cung cấp những dịch vụ gì?',
    turnaround: 'Mất bao lâu để thông cáo báo chí được đăng?',
    contact: 'Tôi liên hệ với các bạn bằng cách nào?',
    booking: 'Tôi muốn đặt lịch tư vấn',
    offices: 'Văn phòng của các bạn ở đâu?',
    human: 'Tôi muốn nói chuyện với người thật',
    unknown: ['Công ty có căng tin cho nhân viên không?', 'Tôi có thể trả bằng Bitcoin không?'],
  },
};

function itemsFor(locale: Foreign): EvalItemInput[] {
  const q = questions[locale];
  const usd = (amount: number) => formatUsd(amount, locale);
  const price = (id: string) => usd(f.packages.find((p) => p.id === id)!.price);
  const base = { locale, expect: 'answer' as const };
  return [
    {
      ...base,
      id: 'price-pr-package',
      topic: 'packages',
      question: q.pricePrPackage,
      mustContain: [f.packageName('pr-package'), price('pr-package')],
    },
    {
      ...base,
      id: 'price-mainstream',
      topic: 'packages',
      question: q.priceMainstream,
      mustContain: [f.packageName('mainstream'), price('mainstream')],
      mustNotContain: [price('compact-kit')],
    },
    {
      ...base,
      id: 'price-list',
      topic: 'packages',
      question: q.priceList,
      mustContain: f.packages.map((p) => price(p.id)),
    },
    {
      ...base,
      id: 'services',
      topic: 'services',
      question: q.services,
      mustContain: [`](${localizedPath('/services', locale)})`],
    },
    {
      ...base,
      id: 'turnaround',
      topic: 'timelines',
      question: q.turnaround,
      mustContain: [f.site.publicationDays],
      mustNotContain: [price('pr-package')],
    },
    {
      ...base,
      id: 'contact',
      topic: 'contact',
      question: q.contact,
      mustContain: [f.site.email, `${f.site.inquiryReplyHours}`],
    },
    { ...base, id: 'booking', topic: 'process', question: q.booking, mustContain: [f.site.links.booking] },
    {
      ...base,
      id: 'offices',
      topic: 'offices',
      question: q.offices,
      mustContain: [readVocabulary(locale).phrases.officeSingapore, readVocabulary(locale).phrases.officeHcmc],
    },
    {
      ...base,
      id: 'human',
      topic: 'contact',
      question: q.human,
      mustContain: [f.site.email, `](${localizedPath('/contact', locale)})`],
    },
    ...q.unknown.map((question, n) => ({
      locale,
      id: `unknown-${n + 1}`,
      topic: 'unknown' as const,
      expect: 'refuse' as const,
      question,
    })),
  ];
}

export const localizedItems: EvalItemInput[] = (['vi', 'zh', 'ko', 'ja'] as const).flatMap(itemsFor);
