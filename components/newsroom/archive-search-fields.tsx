import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import { BLOG_CATEGORIES, TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';

const control =
  'w-full rounded-xl border border-border bg-background px-3 py-2.5 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-brand';

type Props = { years: readonly string[]; category?: string; year?: string };

/**
 * The archive search's filters and button (docs/behaviour.md#archive-search): server-rendered, so
 * the GET form they sit in works before and without JavaScript.
 */
export async function ArchiveSearchFields({ years, category = '', year = '' }: Props) {
  const t = await getTranslations('NewsroomSearch');
  const tc = await getTranslations('Newsroom.categories');
  const categories = [
    { value: site.newsroomCategory, label: t('newsroomCategory') },
    ...BLOG_CATEGORIES.map((value) => ({ value, label: tc(TAB_MESSAGE_KEYS[value]) })),
  ];
  return (
    <>
      <div className="w-full sm:w-48">
        <label htmlFor="archive-category" className="mb-2 block text-sm font-medium">
          {t('categoryLabel')}
        </label>
        <select id="archive-category" name="category" defaultValue={category} className={control}>
          <option value="">{t('anyCategory')}</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-full sm:w-36">
        <label htmlFor="archive-year" className="mb-2 block text-sm font-medium">
          {t('yearLabel')}
        </label>
        <select id="archive-year" name="year" defaultValue={year} className={control}>
          <option value="">{t('anyYear')}</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-md self-end">
        {t('submit')}
      </button>
    </>
  );
}
