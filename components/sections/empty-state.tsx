import Link from 'next/link';
import { card, textLink } from './styles';

/** Shown when the provider returned nothing (or was down): the page still explains where to go next. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className={`${card} text-center`}>
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-muted">
        {text}{' '}
        <Link href="/contact" className={textLink}>
          Contact us
        </Link>
      </p>
    </div>
  );
}
