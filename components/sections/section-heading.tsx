type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** The page's main heading renders as h1; every section below it as h2. */
  level?: 1 | 2;
  align?: 'left' | 'center';
};

export function SectionHeading({ id, eyebrow, title, intro, level = 2, align = 'center' }: SectionHeadingProps) {
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
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  );
}
