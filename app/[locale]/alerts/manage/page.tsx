import { Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { AlertPreferenceFields } from '@/components/newsroom/alert-preference-fields';
import { AlertTokenForm } from '@/components/newsroom/alert-token-form';
import { alertChoices } from '@/components/newsroom/subscribe-form';
import { subscriberByToken } from '@/lib/alerts/links';
import { LinkPage, linkPageMetadata, tokenOf } from '../token-page';

export const generateMetadata = () => linkPageMetadata('/alerts/manage', 'manageTitle');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A subscriber's own page, reached from any alert: their choices, and leaving. */
export default async function ManageAlertsPage({ searchParams }: Props) {
  const token = await tokenOf(searchParams);
  const [t, form, choices, subscriber] = await Promise.all([
    getTranslations('Alerts.page'),
    getTranslations('Alerts.form'),
    alertChoices(),
    subscriberByToken(token),
  ]);
  if (!subscriber) {
    return (
      <LinkPage title={t('manageTitle')}>
        <p>{t('invalidLink')}</p>
        <p className="mt-4">
          <Link href="/alerts" className="underline">
            {t('subscribeTitle')}
          </Link>
        </p>
      </LinkPage>
    );
  }
  const labels = { languages: form('languages'), topics: form('topics'), frequency: form('frequency'), instant: form('instant'), daily: form('daily') };
  return (
    <LinkPage title={t('manageTitle')} intro={t('manageFor', { email: subscriber.email })}>
      <AlertTokenForm kind="save" token={token} submit={t('save')} done={t('saved')} invalid={t('invalidLink')} incomplete={t('incomplete')} keepAfterDone>
        <AlertPreferenceFields idPrefix="manage" labels={labels} {...choices} chosen={subscriber} />
      </AlertTokenForm>
      <h2 className="mt-12 text-xl font-bold">{t('unsubscribeTitle')}</h2>
      <p className="mt-2 text-muted">{t('unsubscribeText')}</p>
      <AlertTokenForm kind="unsubscribe" token={token} submit={t('unsubscribeButton')} done={t('unsubscribed')} invalid={t('invalidLink')} />
    </LinkPage>
  );
}
