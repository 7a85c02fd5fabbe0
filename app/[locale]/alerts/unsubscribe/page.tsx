import { getTranslations } from 'next-intl/server';
import { AlertTokenForm } from '@/components/newsroom/alert-token-form';
import { LinkPage, linkPageMetadata, tokenOf } from '../token-page';

export const generateMetadata = () => linkPageMetadata('/alerts/unsubscribe', 'unsubscribeTitle');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Unsubscribing from a link without a mail client's one-click support: one button, no sign-in. */
export default async function UnsubscribeAlertsPage({ searchParams }: Props) {
  const [t, token] = await Promise.all([getTranslations('Alerts.page'), tokenOf(searchParams)]);
  return (
    <LinkPage title={t('unsubscribeTitle')} intro={t('unsubscribeText')}>
      <AlertTokenForm kind="unsubscribe" token={token} submit={t('unsubscribeButton')} done={t('unsubscribed')} invalid={t('invalidLink')} />
    </LinkPage>
  );
}
