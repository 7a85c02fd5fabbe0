import { PageHeader } from '@/components/ui/page-header';
import { FEED_PATH } from '@/lib/newsroom/categories';

type Props = { eyebrow: string; title: string; children: React.ReactNode };

/** The PR Studio and Blog pages' heading block, with the RSS subscription link. */
export function PageIntro({ eyebrow, title, children }: Props) {
  return (
    <header>
      <PageHeader eyebrow={eyebrow} title={title} intro={children} align="left" />
      <p className="mt-4 text-sm">
        <a href={FEED_PATH} className="font-medium text-brand underline underline-offset-4 hover:no-underline">
          Subscribe via RSS
        </a>
      </p>
    </header>
  );
}
