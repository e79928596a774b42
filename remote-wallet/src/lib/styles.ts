// The remote's few CSS rules, written against the palette variables of the host's theme so they read in every
// theme × style. Installed once by the first wallet page that renders.
import { installStyleSheet } from '@casino/shared';
const CSS = `
.wallet-page { max-width: 960px; }
.wallet-page h1 { margin: 0 0 8px; font-size: 22px; }
.wallet-nav { margin-bottom: 12px; }
.wallet-summary { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 16px; }
.wallet-summary__item { flex: 1 1 160px; padding: 12px 16px; border-radius: 8px; background: var(--casino-subBackground, rgba(127,127,127,.08)); }
.wallet-summary__label { color: var(--casino-subText, #888); font-size: 13px; }
.wallet-summary__value { font-size: 22px; font-weight: 700; }
.wallet-grid { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 960px) { .wallet-grid--two { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
.wallet-quick { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 12px; }
.wallet-preview { color: var(--casino-subText, #888); font-size: 13px; min-height: 20px; }
.wallet-hint { color: var(--casino-subText, #888); font-size: 13px; margin: 8px 0; }
.wallet-account dt { color: var(--casino-subText, #888); font-size: 13px; }
.wallet-account dd { margin: 0 0 8px; font-weight: 600; overflow-wrap: anywhere; }
.wallet-account__number { font-size: 18px; letter-spacing: .5px; }
.wallet-notes { white-space: pre-wrap; overflow-wrap: anywhere; }
.wallet-range { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; margin-bottom: 12px; }
.wallet-range label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; }
.wallet-more { display: flex; justify-content: center; margin-top: 12px; }
.wallet-amount--plus { color: var(--casino-success, #52c41a); }
.wallet-amount--minus { color: var(--casino-error, #ff4d4f); }
.wallet-simple { max-width: 480px; }
.wallet-simple label { display: block; margin: 12px 0 4px; font-weight: 600; }
.wallet-simple input { width: 100%; box-sizing: border-box; font-size: 18px; padding: 10px; border-radius: 6px;
  border: 1px solid var(--casino-weak2, #999); background: var(--casino-surface, #fff); color: var(--casino-onSurface, #000); }
.wallet-simple button { width: 100%; margin-top: 12px; font-size: 17px; padding: 12px; border: 0; border-radius: 6px; cursor: pointer;
  background: var(--casino-primary, #1677ff); color: var(--casino-onPrimary, #fff); }
.wallet-simple button:disabled { opacity: .6; cursor: wait; }
.wallet-simple__error { color: var(--casino-error, #ff4d4f); margin: 6px 0 0; }
.wallet-simple__ok { color: var(--casino-success, #52c41a); margin: 6px 0 0; }
.wallet-simple__account { line-height: 1.7; padding: 10px 12px; border-radius: 6px; background: var(--casino-subBackground, rgba(127,127,127,.08)); }
.wallet-not-found { min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  padding: 24px; text-align: center; background: var(--casino-background, transparent); color: var(--casino-onBackground, inherit); }
@media (max-width: 767px) {
  .wallet-page h1 { font-size: 19px; }
  .wallet-summary__value { font-size: 19px; }
}
`;

/** Adds this stylesheet once (a <style data-casino="wallet">). */
export function installWalletStyles(): void {
  installStyleSheet('wallet', CSS);
}
