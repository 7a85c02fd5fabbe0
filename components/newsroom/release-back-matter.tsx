import { Fragment, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/newsroom/articles';
import { CONTACT_APP_NAMES, CONTACT_APPS } from '@/lib/newsroom/release-text';

type Props = { article: Article; lang?: string };

/** One part of the back matter: a titled section that prints whole. */
function BackMatterSection({
  id,
  title,
  lang,
  children,
}: {
  id: string;
  title: ReactNode;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-border pt-6 print:break-inside-avoid" lang={lang}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Release'>>>;

function ReleaseImages({ t, images, lang }: { t: Translate; images: NonNullable<Article['images']>; lang?: string }) {
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- press images are files of any origin, shown as they are */}
            <img
              src={image.src}
              alt={image.alt}
              lang={lang}
              loading="lazy"
              className="w-full rounded-xl border border-border"
            />
            <figcaption lang={lang} className="mt-2 text-sm text-muted">
              {image.caption}
              {image.credit && <span className="block">{t('credit', { credit: image.credit })}</span>}
              {image.original && (
                <a href={image.original} download className="mt-1 block font-medium text-brand underline print:hidden">
                  {t('original')}
                </a>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function TokenFacts({ t, token }: { t: Translate; token: NonNullable<Article['token']> }) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">{t('ticker')}</dt>
      <dd className="font-medium">{token.ticker}</dd>
      <dt className="text-muted">{t('chain')}</dt>
      <dd className="font-medium">{token.chain}</dd>
      {token.contractAddress && (
        <>
          <dt className="text-muted">{t('contract')}</dt>
          <dd className="break-all font-mono">{token.contractAddress}</dd>
        </>
      )}
      {token.audit && (
        <>
          <dt className="text-muted">{t('audit')}</dt>
          <dd>
            <a href={token.audit} rel="noopener noreferrer" className="break-all text-brand underline">
              {token.audit}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

function ReleaseContacts({
  t,
  contacts,
  lang,
}: {
  t: Translate;
  contacts: NonNullable<Article['contacts']>;
  lang?: string;
}) {
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2">
      {contacts.map((contact) => (
        <li key={contact.email} className="text-sm">
          <p className="font-semibold">{contact.name}</p>
          <p lang={lang} className="text-muted">
            {contact.role}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="text-brand underline">
                {contact.email}
              </a>
            </dd>
            <dt className="text-muted">{t('phone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">
                {/* A number must not break across lines (no-break spaces, as the HTML checker asks). */}
                {contact.phone.replaceAll(' ', '\u00a0')}
              </a>
            </dd>
            {CONTACT_APPS.filter((app) => contact[app]).map((app) => (
              <Fragment key={app}>
                <dt className="text-muted">{CONTACT_APP_NAMES[app]}</dt>
                <dd>{contact[app]}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * What follows a release's text, where a journalist looks for it (docs/behaviour.md#release-fields):
 * images with credit and original, token facts, the risk note, the boilerplate, then whom to call.
 * Labels are the page's language; the release's own text keeps its `lang`.
 */
export async function ReleaseBackMatter({ article, lang }: Props) {
  const t = await getTranslations('Release');
  const { images, token, riskNote, boilerplate, contacts } = article;
  return (
    <>
      {images?.length ? (
        <BackMatterSection id="release-images" title={t('imagesHeading')}>
          <ReleaseImages t={t} images={images} lang={lang} />
        </BackMatterSection>
      ) : null}
      {token && (
        <BackMatterSection id="release-token" title={t('tokenHeading')}>
          <TokenFacts t={t} token={token} />
        </BackMatterSection>
      )}
      {riskNote && (
        <BackMatterSection id="release-risk" title={t('riskNote')}>
          <p lang={lang} className="mt-3 text-sm leading-relaxed text-muted">
            {riskNote}
          </p>
        </BackMatterSection>
      )}
      {boilerplate && (
        <BackMatterSection id="release-boilerplate" title={boilerplate.heading} lang={lang}>
          <p className="mt-3 text-sm leading-relaxed">{boilerplate.text}</p>
        </BackMatterSection>
      )}
      {contacts?.length ? (
        <BackMatterSection id="release-contacts" title={t('contactsHeading')}>
          <ReleaseContacts t={t} contacts={contacts} lang={lang} />
        </BackMatterSection>
      ) : null}
    </>
  );
}
