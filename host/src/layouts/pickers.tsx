import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, STYLES, THEMES, useStores, type StyleName, type ThemeName } from '@casino/shared';
import { changeLanguage } from '../startup/language';

// The pickers' dropdowns open without antd's slide-up motion (`transitionName=""`). With the motion, the popup
// was aligned once more when the animation ended, and after a theme switch that alignment could put it 85 px
// too high for a few frames before it jumped back: a click aimed at an option in that moment was pressed on
// the option and released on the picker, so the choice was lost (seen in e2e as "antd ignored the click").
// Without the motion the popup is placed once, where it stays.

export const LanguagePicker = observer(function LanguagePicker() {
  const { prefs } = useStores();
  const { t } = useTranslation('host');
  return (
    <Select
      aria-label={t('appBar.language')}
      data-testid="language-picker"
      size="small"
      value={prefs.language}
      style={{ minWidth: 110 }}
      popupMatchSelectWidth={false}
      transitionName=""
      onChange={(v) => void changeLanguage(v)}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
});

export const ThemePicker = observer(function ThemePicker() {
  const { prefs } = useStores();
  const { t } = useTranslation('host');
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Select
        aria-label={t('appBar.theme')}
        data-testid="theme-picker"
        size="small"
        value={prefs.theme}
        popupMatchSelectWidth={false}
        transitionName=""
        onChange={(v: ThemeName) => prefs.setTheme(v)}
        options={THEMES.map((x) => ({ value: x, label: t(`theme.${x}`) }))}
      />
      <Select
        aria-label={t('appBar.style')}
        data-testid="style-picker"
        size="small"
        value={prefs.style}
        popupMatchSelectWidth={false}
        transitionName=""
        onChange={(v: StyleName) => prefs.setStyle(v)}
        options={STYLES.map((x) => ({ value: x, label: t(`style.${x}`) }))}
      />
    </span>
  );
});
