import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, STYLES, THEMES, useStores, type StyleName, type ThemeName } from '@casino/shared';
import { changeLanguage } from '../startup/language';

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
        onChange={(v: ThemeName) => prefs.setTheme(v)}
        options={THEMES.map((x) => ({ value: x, label: t(`theme.${x}`) }))}
      />
      <Select
        aria-label={t('appBar.style')}
        data-testid="style-picker"
        size="small"
        value={prefs.style}
        popupMatchSelectWidth={false}
        onChange={(v: StyleName) => prefs.setStyle(v)}
        options={STYLES.map((x) => ({ value: x, label: t(`style.${x}`) }))}
      />
    </span>
  );
});
