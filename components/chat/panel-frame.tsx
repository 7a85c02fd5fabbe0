import { useTranslations } from '#i18n';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { SvgIcon, type Glyph } from '@/components/ui/icon';

/** The chat panel's box: the whole screen on a phone, a card in the corner from `sm` up. */
export const panelClass =
  'fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground shadow-2xl sm:inset-auto sm:bottom-6 sm:right-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-[384px] sm:rounded-2xl sm:border sm:border-border';

const closeGlyph: Glyph = ['M6 6l12 12M18 6L6 18'];

export const closeClass =
  'rounded-md p-1.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand';

export const closeIcon = <SvgIcon glyph={closeGlyph} strokeWidth={2} rounded={false} className="h-5 w-5" />;

/** The panel's title bar; `close` is the control that closes it, labelled "Close chat", unless one is laid over it. */
export function PanelHeader({ titleId, subtitle, close }: { titleId: string; subtitle: string; close?: ReactNode }) {
  const t = useTranslations('Chat');
  return (
    <div className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
      <Logo className="h-9 w-9 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold leading-tight">
          {t('title')}
        </h2>
        <p className="text-xs text-muted">{subtitle}</p>
      </div>
      {close}
    </div>
  );
}
