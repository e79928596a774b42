// Language, theme and style pickers of the app bar: native selects. They are on every page's first paint, which
// loads no antd (issue 19, docs/decisions/009-first-paint-without-antd.md); a native select is also the control
// a phone shows best (its own wheel or sheet). Drawn with the palette's variables (`.casino-select`).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, STYLES, THEMES, useStores, type StyleName, type ThemeName } from '@casino/shared';
import { changeLanguage } from '../startup/language';

export const LanguagePicker = observer(function LanguagePicker() {
  const { prefs } = useStores();
  const { t } = useTranslation('host');
  return (
    <select className="casino-select" aria-label={t('appBar.language')} data-testid="language-picker" value={prefs.language}
      onChange={(e) => void changeLanguage(e.target.value)}>
      {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
    </select>
  );
});

export const ThemePicker = observer(function ThemePicker() {
  const { prefs } = useStores();
  const { t } = useTranslation('host');
  return (
    <span className="casino-pickers">
      <select className="casino-select" aria-label={t('appBar.theme')} data-testid="theme-picker" value={prefs.theme}
        onChange={(e) => prefs.setTheme(e.target.value as ThemeName)}>
        {THEMES.map((x) => <option key={x} value={x}>{t(`theme.${x}`)}</option>)}
      </select>
      <select className="casino-select" aria-label={t('appBar.style')} data-testid="style-picker" value={prefs.style}
        onChange={(e) => prefs.setStyle(e.target.value as StyleName)}>
        {STYLES.map((x) => <option key={x} value={x}>{t(`style.${x}`)}</option>)}
      </select>
    </span>
  );
});
