import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from '@/lib/chat/markdown';

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:opacity-80';

function renderInline(nodes: Inline[], newTab: string, key = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const k = `${key}${i}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={k}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={k}>{renderInline(node.children, newTab, `${k}-`)}</strong>;
      case 'em':
        return <em key={k}>{renderInline(node.children, newTab, `${k}-`)}</em>;
      case 'code':
        return (
          <code key={k} className="rounded bg-background px-1 py-0.5 text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link':
        if (node.external) {
          return (
            <a key={k} href={node.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {renderInline(node.children, newTab, `${k}-`)}
              <span className="sr-only">{newTab}</span>
            </a>
          );
        }
        if (node.href.startsWith('/')) {
          return (
            <Link prefetch={false} key={k} href={node.href} className={linkClass}>
              {renderInline(node.children, newTab, `${k}-`)}
            </Link>
          );
        }
        return (
          <a key={k} href={node.href} className={linkClass}>
            {renderInline(node.children, newTab, `${k}-`)}
          </a>
        );
    }
  });
}

/**
 * Renders an assistant reply from the parsed tree: React elements only, never an HTML string.
 * `newTabLabel` is read out after a link that opens a new tab, in the page's language.
 */
export function Markdown({ source, newTabLabel }: { source: string; newTabLabel: string }) {
  return (
    <div className="space-y-2">
      {parseMarkdown(source).map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line, newTabLabel, `${i}-${j}-`)}
              </Fragment>
            ))}
          </p>
        ) : block.ordered ? (
          <ol key={i} className="list-decimal space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item, newTabLabel, `${i}-${j}-`)}</li>
            ))}
          </ol>
        ) : (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item, newTabLabel, `${i}-${j}-`)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
