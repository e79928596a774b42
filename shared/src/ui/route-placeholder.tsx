import { useTranslation } from 'react-i18next';
import { InPreparation } from './in-preparation';

/** A remote page whose feature has not landed yet: its translated title over the in-preparation notice. */
export function RoutePlaceholder({ ns, name }: { ns: string; name: string }) {
  const { t } = useTranslation(ns);
  return (
    <section className="casino-page" data-testid={`page-${name}`}>
      <h1>{t(`title.${name}`)}</h1>
      <InPreparation />
    </section>
  );
}
