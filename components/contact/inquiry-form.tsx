import { IntlMessages } from '#i18n';
import { pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { InquiryFormIsland } from './inquiry-form-island';

/** The namespaces the inquiry island reads; the page ships these and no others for it. */
const INQUIRY_NAMESPACES = ['InquiryForm', 'Validation', 'Toasts'];

/** The contact inquiry in the page's language: the island with only the messages it uses. */
export async function InquiryForm() {
  const locale = await currentLocale();
  return (
    <IntlMessages locale={locale} messages={pickMessages(locale, INQUIRY_NAMESPACES)}>
      <InquiryFormIsland />
    </IntlMessages>
  );
}
