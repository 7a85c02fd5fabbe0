import { getTranslations } from 'next-intl/server';
import { AlertTokenForm } from '@/components/newsroom/alert-token-form';
import { LinkPage, linkPageMetadata, tokenOf } from '../token-page';

export const generateMetadata = () => linkPageMetadata('/alerts/confirm', 'confirmTitle');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The confirmation link's page: confirming takes the button, as mail scanners open every link. */
export default async function ConfirmAlertsPage({ searchParams }: Props) {
  const [t, token] = await Promise.all([getTranslations('Alerts.page'), tokenOf(searchParams)]);
  return (
    <LinkPage title={t('confirmTitle')} intro={t('confirmText')}>
      <AlertTokenForm kind="confirm" token={token} submit={t('confirmButton')} done={t('confirmed')} invalid={t('invalidLink')} />
    </LinkPage>
  );
}
