// "Skip to the content": the first stop of the Tab order on every page with an app bar. Hidden until it has
// the focus; Enter moves the focus to <main> (WCAG 2.4.1), so the next Tab goes on inside the content.
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation('host');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="casino-skip-link"
      data-testid="skip-link"
      onClick={(e) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
