import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectTextLanguage } from './language';

const SAMPLES = {
  vi: `TP. Hồ Chí Minh, ngày 12 tháng 5 năm 2025 — Halong Pay, nền tảng thanh toán bằng mã QR dành cho khách du lịch, hôm nay công bố hoàn tất vòng gọi vốn Series A trị giá 8 triệu USD do quỹ Lotus Ventures dẫn dắt. Khoản vốn mới sẽ được dùng để mở rộng mạng lưới hơn 20.000 điểm bán tại Việt Nam và Thái Lan, đồng thời đầu tư vào hệ thống chống gian lận. "Chúng tôi muốn mỗi du khách có thể thanh toán dễ dàng như người dân địa phương," bà Nguyễn Thị Lan, nhà sáng lập kiêm CEO của Halong Pay, chia sẻ.`,
  zh: `新加坡，2025年5月12日——专注东南亚跨境支付的金融科技公司 Lumora Labs 今日宣布完成 2,000 万美元 A 轮融资，由 Vertex Ventures 领投，现有股东跟投。本轮资金将用于扩展其稳定币结算网络，并在越南和印度尼西亚申请支付牌照。过去十二个月，平台处理的交易额增长了四倍，服务商户超过 3,500 家。创始人兼首席执行官陈嘉明表示：“出口企业不应为收款等待一周，我们让结算在几分钟内完成。”`,
  ko: `서울, 2025년 5월 12일 — 동남아시아 수출 기업을 위한 스테이블코인 정산 API를 제공하는 Lumora Labs가 오늘 2,000만 달러 규모의 시리즈 A 투자 유치를 발표했습니다. 이번 라운드는 Vertex Ventures가 주도했으며 기존 투자사들도 참여했습니다. 회사는 확보한 자금으로 베트남과 인도네시아에서 결제 라이선스를 취득하고 정산 네트워크를 확장할 계획입니다. 지난 12개월 동안 플랫폼 거래액은 네 배 증가했으며, 현재 3,500개 이상의 가맹점이 서비스를 이용하고 있습니다. 김민준 대표는 "수출 기업이 대금을 받기 위해 일주일을 기다릴 이유가 없습니다"라고 말했습니다.`,
  ja: `東京、2025年5月12日 — 東南アジアの輸出企業向けにステーブルコイン決済APIを提供するLumora Labsは本日、シリーズAラウンドで2,000万米ドルの資金調達を完了したと発表しました。本ラウンドはVertex Venturesが主導し、既存投資家も参加しています。調達資金は、ベトナムとインドネシアでの決済ライセンス取得と決済ネットワークの拡大に充てる予定です。過去12か月で取扱高は4倍に拡大し、現在3,500社以上の加盟店が利用しています。代表取締役CEOの佐藤健は「輸出企業が入金を1週間待つ必要はありません」と述べています。`,
  fr: `Paris, le 12 mai 2025 — Lumora Labs, une plateforme de paiement en stablecoins pour les exportateurs d'Asie du Sud-Est, annonce aujourd'hui une levée de fonds de série A de 20 millions de dollars menée par Vertex Ventures. Les fonds serviront à obtenir des licences de paiement au Vietnam et en Indonésie et à étendre le réseau de règlement. En douze mois, le volume traité par la plateforme a été multiplié par quatre et plus de 3 500 marchands utilisent désormais le service.`,
  id: `Jakarta, 12 Mei 2025 — Lumora Labs, penyedia API pembayaran stablecoin untuk eksportir di Asia Tenggara, hari ini mengumumkan pendanaan Seri A senilai 20 juta dolar AS yang dipimpin oleh Vertex Ventures. Dana segar ini akan digunakan untuk memperoleh izin pembayaran di Vietnam dan Indonesia serta memperluas jaringan penyelesaian transaksi. Dalam dua belas bulan terakhir, volume transaksi di platform meningkat empat kali lipat dan lebih dari 3.500 pedagang kini menggunakan layanannya.`,
};

const calibration = path.join(process.cwd(), 'test/fixtures/checker-calibration');

describe('detectTextLanguage', () => {
  it.each([
    ['vi', SAMPLES.vi],
    ['zh', SAMPLES.zh],
    ['ko', SAMPLES.ko],
    ['ja', SAMPLES.ja],
    ['other', SAMPLES.fr],
    ['other', SAMPLES.id],
  ] as const)('names %s', (language, text) => {
    expect(detectTextLanguage(text)).toBe(language);
  });

  it('takes every English release of the calibration set as English', () => {
    const files = readdirSync(calibration).filter((f) => f.endsWith('.txt'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect([file, detectTextLanguage(readFileSync(path.join(calibration, file), 'utf8'))]).toEqual([file, 'en']);
  });

  it('takes a short English release as English', () => {
    const short =
      'SINGAPORE, 12 May 2025 — Kite Pay today launched instant payouts for freelancers in Vietnam, cutting settlement from three days to ten minutes. The service is live with 1,200 users after a two-month pilot and is licensed by the Monetary Authority of Singapore.';
    expect(short.length).toBeLessThan(300);
    expect(detectTextLanguage(short)).toBe('en');
  });

  it('takes English naming an Asian company or person in its own script as English', () => {
    const release = readFileSync(path.join(calibration, 'lumora-labs-series-a.txt'), 'utf8');
    expect(detectTextLanguage(`${release}\nLumora Labs is a partner of 深圳市腾讯计算机系统有限公司 (Tencent) and 株式会社メルカリ (Mercari).`)).toBe('en');
    expect(
      detectTextLanguage(
        'HO CHI MINH CITY, 3 June 2025 — Nguyễn Thị Minh Khai and Trần Đức Thắng, the founders of Hương Việt Foods, today announced that the company has raised USD 4 million from Mekong Capital to expand its cold-chain network to Đà Nẵng and Hải Phòng. The round follows a year in which revenue grew 180% and the number of partner farms doubled to 640.',
      ),
    ).toBe('en');
  });

  it('reads a mostly-English bilingual release as English and a mostly-Chinese one as Chinese', () => {
    const release = readFileSync(path.join(calibration, 'kirafi-seed.txt'), 'utf8');
    expect(detectTextLanguage(`${release}\n媒体联系：张先生`)).toBe('en');
    expect(detectTextLanguage(`${SAMPLES.zh}\nMedia contact: press@lumora.example`)).toBe('zh');
  });

  it('calls text without letters not English, and is linear on long hostile input', () => {
    expect(detectTextLanguage('1234 5678 — 90% / 12.5 % + 7 000 000')).toBe('other');
    const hostile = 'a'.repeat(200_000) + ' the'.repeat(50_000) + 'ệ'.repeat(100_000);
    expect(['en', 'other', 'vi']).toContain(detectTextLanguage(hostile));
  });
});
