import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { SHARE_APP_NAMES, shareLinks } from '@/lib/newsroom/share-links';
import { ReleaseToolbar } from './release-toolbar';

type Props = { url: string; title: string; textHref: string };

/**
 * The journalist's tools under a release: copy and print (a small client leaf), the plain text for
 * a browser without JavaScript, share links by each app's public address, and a QR code for WeChat
 * made on the server (docs/behaviour.md#journalist-tools).
 */
export async function ReleaseTools({ url, title, textHref }: Props) {
  const t = await getTranslations('Release');
  const qr = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <section aria-labelledby="release-tools" className="mt-10 rounded-2xl border border-border bg-card p-6 print:hidden">
      <h2 id="release-tools" className="text-lg font-semibold">
        {t('toolsHeading')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ReleaseToolbar
          textHref={textHref}
          labels={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed'), print: t('print') }}
        />
        <a href={textHref} className="text-sm font-medium text-brand underline">
          {t('plainText')}
        </a>
      </div>
      <h3 className="mt-6 text-sm font-semibold">{t('share')}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {shareLinks(url, title).map(({ app, href }) => (
          <li key={app}>
            <a
              href={href}
              rel="noopener noreferrer nofollow"
              target={app === 'email' ? undefined : '_blank'}
              data-share={app}
              className="inline-block rounded-full border border-border px-3 py-1.5 hover:border-brand"
            >
              {app === 'email' ? t('shareEmail') : t('shareOn', { app: SHARE_APP_NAMES[app] })}
            </a>
          </li>
        ))}
      </ul>
      <figure className="mt-6 flex items-center gap-4">
        <div
          role="img"
          aria-label={t('wechatQr')}
          className="size-28 shrink-0 rounded-lg bg-white p-1 [&_svg]:size-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <figcaption className="text-sm text-muted">WeChat · {t('wechatQr')}</figcaption>
      </figure>
    </section>
  );
}
