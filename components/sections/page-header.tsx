import type { ReactNode } from 'react';
import { container, narrowContainer } from '@/components/sections/styles';

type HeadingBlockProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  /** A sentence, or paragraphs of their own. */
  intro?: ReactNode;
  align?: 'left' | 'center';
};

function HeadingBlock({ id, eyebrow, title, intro, align = 'center', level }: HeadingBlockProps & { level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
      <Heading
        id={id}
        className={`mt-2 font-bold tracking-tight ${level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'}`}
      >
        {title}
      </Heading>
      {intro &&
        (typeof intro === 'string' ? (
          <p className="mt-4 text-lg text-muted">{intro}</p>
        ) : (
          <div className="mt-4 text-lg text-muted">{intro}</div>
        ))}
    </div>
  );
}

/** The top of a page: eyebrow, the page's only h1, and an introduction. */
export function PageHeader(props: HeadingBlockProps) {
  return <HeadingBlock {...props} level={1} />;
}

type HeadedSectionProps = HeadingBlockProps & {
  id: string;
  /** The site's wide column or its narrow reading column. */
  width?: 'wide' | 'narrow';
  /** The section's own spacing. */
  className?: string;
  children?: ReactNode;
};

function HeadedSection({
  level,
  width = 'wide',
  className,
  children,
  ...header
}: HeadedSectionProps & { level: 1 | 2 }) {
  return (
    <section aria-labelledby={header.id} className={className}>
      <div className={width === 'wide' ? container : narrowContainer}>
        <HeadingBlock {...header} level={level} />
        {children}
      </div>
    </section>
  );
}

/** A page's first section, named by its PageHeader; what it holds below the heading comes as children. */
export function PageHeaderSection({ className = 'py-16 sm:py-24', ...props }: HeadedSectionProps) {
  return <HeadedSection {...props} className={className} level={1} />;
}

/** A section further down the page, named by its h2 heading block. */
export function HeadingSection({ className = 'py-16 sm:py-20', ...props }: HeadedSectionProps) {
  return <HeadedSection {...props} className={className} level={2} />;
}
