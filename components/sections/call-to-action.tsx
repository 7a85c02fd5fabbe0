import { ActionButton, type Action } from '@/components/ui/button-link';
import { container } from './styles';

type CallToActionProps = {
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
  id?: string;
};

export function CallToAction({ title, text, primary, secondary, id = 'cta-heading' }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className={container}>
        <div className="rounded-3xl border border-border bg-card px-6 py-12 text-center sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ActionButton action={primary} />
            {secondary && <ActionButton action={secondary} variant="secondary" />}
          </div>
        </div>
      </div>
    </section>
  );
}
