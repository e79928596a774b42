import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A games page's frame: its translated title over the content (the layout comes from the host). */
export function GamesPage({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <section className="casino-page" data-testid={`page-${name}`} style={{ padding: '16px clamp(12px, 3vw, 32px)' }}>
      <h1 style={{ marginTop: 0 }}>{t(`title.${name}`)}</h1>
      {children}
    </section>
  );
}
