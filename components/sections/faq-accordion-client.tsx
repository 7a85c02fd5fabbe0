'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FaqItem } from '@/lib/content/schemas';
import { Link } from '#i18n';

type FaqAccordionProps = {
  items: FaqItem[];
  headingLevel?: 2 | 3;
  /** Set when the items are served in another language than the page's. */
  lang?: string;
};

/**
 * One item open at a time; activating the open item closes it. The answers are always in the HTML
 * (toggled with `hidden`), and a `scripting: none` rule in globals.css shows them all when
 * JavaScript is off.
 * Arrow keys, Home and End move between questions, as in the WAI-ARIA accordion pattern. The texts come
 * translated from the content files; an answer's link keeps the visitor's language.
 */
export function FaqAccordionClient({ items, headingLevel = 3, lang }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div lang={lang} className="divide-y divide-border rounded-2xl border border-border bg-card" data-faq-accordion>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-question-${item.id}`;
        const panelId = `${baseId}-answer-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6"
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} hidden={!open} data-faq-answer className="px-5 pb-5 text-muted sm:px-6">
              <p>{item.answer}</p>
              {item.link && (
                <p className="mt-3">
                  <Link
                    href={item.link.href}
                    className="font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {item.link.label}
                  </Link>
                </p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
