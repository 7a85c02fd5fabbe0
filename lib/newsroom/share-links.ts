/**
 * Share targets for a release, by each service's public share address: no third-party script on the
 * page (docs/behaviour.md#journalist-tools). WeChat has no web share address; the page shows a QR
 * code of the release's URL instead, which WeChat's scanner opens.
 */
const SHARE_APPS = ['line', 'kakaotalk', 'zalo', 'telegram', 'x', 'linkedin', 'whatsapp'] as const;
export type ShareApp = (typeof SHARE_APPS)[number];

export const SHARE_APP_NAMES: Record<ShareApp, string> = {
  line: 'LINE',
  kakaotalk: 'KakaoTalk',
  zalo: 'Zalo',
  telegram: 'Telegram',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

export type ShareLink = { app: ShareApp | 'email'; href: string };

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const hrefs: Record<ShareApp, string> = {
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
    kakaotalk: `https://story.kakao.com/share?url=${u}`,
    zalo: `https://sp.zalo.me/share_to_zalo?url=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
  return [
    ...SHARE_APPS.map((app) => ({ app, href: hrefs[app] })),
    { app: 'email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}
