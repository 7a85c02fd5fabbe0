import { oneLine } from '@/lib/delivery/lead-text';
import { languageTag, localizedPath, type Locale } from '@/lib/i18n/locales';
import { ARTICLE_BASE_PATH } from '@/lib/newsroom/categories';
import { mailText } from './copy';
import { versionFor } from '@/lib/store/alert-matching';
import { signLink } from './tokens';
import type { ClaimedAlert, ReleaseSnapshot, Subscriber } from '@/lib/store/alert-store';

export type MailSettings = {
  /** The sender (ALERTS_EMAIL_FROM); its domain names the Message-IDs and the list. */
  from: string;
  brand: string;
  siteUrl: string;
  /** The press desk's address, printed in every alert. */
  mediaContact: string;
  key: Buffer;
};

export type AlertMail = {
  from: { name: string; address: string };
  to: string;
  envelope: { from: string; to: string };
  subject: string;
  messageId: string;
  headers: Record<string, string>;
  text: string;
  html: string;
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

const url = (settings: MailSettings, path: string) => new URL(path, settings.siteUrl).toString();

/** The manage page and the one-click unsubscribe endpoint for a subscriber (never expiring). */
function subscriberLinks(settings: MailSettings, subscriber: Subscriber) {
  const token = signLink(settings.key, { p: 'manage', s: subscriber.id, n: subscriber.tokenNonce });
  return {
    manage: url(settings, `${localizedPath('/alerts/manage', subscriber.locale)}?token=${token}`),
    /** The page with the unsubscribe button, for readers whose mail client has no one-click. */
    leave: url(settings, `${localizedPath('/alerts/unsubscribe', subscriber.locale)}?token=${token}`),
    /** RFC 8058's one-click target, named in List-Unsubscribe. */
    unsubscribe: url(settings, `/api/alerts/unsubscribe?token=${token}`),
  };
}

function formatDate(locale: Locale, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(languageTag[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short', timeZone: 'UTC' } : { timeZone: 'UTC' }),
  }).format(new Date(iso));
}

type Block = { heading?: string; lines: string[]; link?: { label: string; href: string } };

/** The two parts from the same blocks: every line of release text made inert (oneLine) first. */
function render(locale: Locale, blocks: Block[], footer: Block): { text: string; html: string } {
  const all = [...blocks, footer];
  const text = all
    .map((block) =>
      [block.heading, ...block.lines, block.link && `${block.link.label}: ${block.link.href}`].filter(Boolean).join('\n'),
    )
    .join('\n\n');
  const html = all
    .map((block, index) => {
      const small = index === all.length - 1 ? ' style="color:#555;font-size:13px"' : '';
      return [
        block.heading && `<h2 style="font-size:18px">${escapeHtml(block.heading)}</h2>`,
        ...block.lines.map((line) => `<p${small}>${escapeHtml(line)}</p>`),
        block.link && `<p${small}><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`,
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return {
    text: `${text}\n`,
    html: `<!doctype html><html lang="${languageTag[locale]}"><body style="font-family:sans-serif;max-width:600px">\n${html}\n</body></html>`,
  };
}

function releaseBlock(settings: MailSettings, subscriber: Subscriber, release: ReleaseSnapshot): Block {
  const locale = versionFor(subscriber, release)!;
  const version = release.versions[locale]!;
  const dateline = oneLine(version.dateline ?? `${release.category}, ${formatDate(subscriber.locale, `${version.date}T00:00:00Z`)}`, 100);
  return {
    heading: oneLine(version.title, 200),
    lines: [`${dateline} — ${oneLine(version.description, 400)}`],
    link: { label: mailText(subscriber.locale, 'read'), href: url(settings, localizedPath(`${ARTICLE_BASE_PATH}/${version.slug}`, locale)) },
  };
}

/** Composes the one mail a claim stands for, in the subscriber's language. */
export function composeAlertMail(settings: MailSettings, claim: ClaimedAlert): AlertMail | undefined {
  const { subscriber } = claim;
  const locale = subscriber.locale;
  const brand = settings.brand;
  const domain = settings.from.split('@')[1];
  const links = subscriberLinks(settings, subscriber);
  const footer: Block = {
    lines: [mailText(locale, 'reason', { brand })],
    link: { label: mailText(locale, 'manage'), href: links.manage },
  };
  const listHeaders = {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${oneLine(brand, 60)} release alerts <alerts.${domain}>`,
  };
  let subject: string;
  let blocks: Block[];
  let headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated', 'Content-Language': languageTag[locale] };
  if (claim.kind === 'confirm') {
    if (!claim.confirm) return undefined;
    const token = signLink(settings.key, { p: 'confirm', s: subscriber.id, n: claim.confirm.nonce, e: Date.parse(claim.confirm.expiresAt) });
    subject = mailText(locale, 'confirmSubject', { brand });
    blocks = [
      {
        lines: [mailText(locale, 'confirmIntro', { brand })],
        link: { label: mailText(locale, 'confirmAction'), href: url(settings, `${localizedPath('/alerts/confirm', locale)}?token=${token}`) },
      },
      { lines: [mailText(locale, 'confirmExpiry', { expires: formatDate(locale, claim.confirm.expiresAt, true) }), mailText(locale, 'confirmIgnore')] },
    ];
    return finish([]);
  }
  headers = { ...headers, ...listHeaders };
  if (claim.kind === 'already') {
    subject = mailText(locale, 'alreadySubject', { brand });
    blocks = [{ lines: [mailText(locale, 'alreadyText', { brand })], link: { label: mailText(locale, 'alreadyAction'), href: links.manage } }];
    return finish([]);
  }
  const releases = claim.releases.filter((release) => versionFor(subscriber, release));
  if (releases.length === 0) return undefined;
  const contact: Block = { lines: [`${mailText(locale, 'mediaContact')}: ${settings.mediaContact}`] };
  if (claim.digest && releases.length > 1) {
    subject = mailText(locale, 'digestSubject', { brand, count: releases.length });
    blocks = [{ lines: [mailText(locale, 'digestIntro')] }, ...releases.map((r) => releaseBlock(settings, subscriber, r)), contact];
  } else {
    const block = releaseBlock(settings, subscriber, releases[0]);
    subject = block.heading!;
    blocks = [block, contact];
  }
  return finish([{ label: mailText(locale, 'unsubscribe'), href: links.leave }]);

  function finish(extra: { label: string; href: string }[]): AlertMail {
    const parts = render(locale, blocks, { ...footer, lines: [...footer.lines, ...extra.map((l) => `${l.label}: ${l.href}`)] });
    return {
      from: { name: `${oneLine(brand, 60)} Newsroom`, address: settings.from },
      to: subscriber.email,
      envelope: { from: settings.from, to: subscriber.email },
      subject: oneLine(subject, 200),
      // The same id on every retry of this mail, so a resent copy folds into the first.
      messageId: `<alert-${claim.jobIds[0]}-${subscriber.id}@${domain}>`,
      headers,
      ...parts,
    };
  }
}
