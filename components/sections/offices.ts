import 'server-only';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';

type OfficeKey = keyof typeof site.offices;
export type OfficeText = { key: OfficeKey; label: string; city: string; address: string };

/**
 * Both offices as the contact and privacy pages print them, in the page's language: branch, city and
 * country names from the glossary, the street as the postal address is written (lib/config/site.ts).
 */
export async function localizedOffices(): Promise<OfficeText[]> {
  const t = await getTranslations('Contact');
  return (Object.keys(site.offices) as OfficeKey[]).map((key) => {
    const office = site.offices[key];
    const city = t(`offices.${key}.city`);
    const country = t(`offices.${key}.country`);
    const address = t('address', { street: office.streetAddress, city, postalCode: office.postalCode, country });
    return { key, label: t(`offices.${key}.label`), city, address };
  });
}
