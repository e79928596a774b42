// The remote's few CSS rules, written against the palette variables of the host's theme so they read in every
// theme × style. Installed once by the first wallet page that renders.
import { installStyleSheet } from '@casino/shared';
const CSS = `
.wallet-page { max-width: 960px; }
.wallet-page h1 { margin: 0 0 8px; font-size: 22px; }
.wallet-nav { margin-bottom: 12px; }
.wallet-tabs { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; padding: 0; list-style: none; border-bottom: 1px solid var(--casino-weak3, #999); }
.wallet-tabs__link { display: inline-block; padding: 10px 2px; margin-bottom: -1px; color: inherit; text-decoration: none; border-bottom: 2px solid transparent; }
.wallet-tabs__link:hover { border-bottom-color: var(--casino-weak4, #999); }
.wallet-tabs__link[aria-current="page"] { font-weight: 600; border-bottom-color: var(--casino-primary, #1677ff); }
.wallet-card { padding: 12px 16px; border-radius: var(--casino-radius, 8px); border: 1px solid var(--casino-weak3, #999);
  background: var(--casino-surface, transparent); color: var(--casino-onSurface, inherit); }
.wallet-card__head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
.wallet-card__title { margin: 0 0 10px; font-size: 16px; font-weight: 600; }
.wallet-card__alert { display: grid; gap: 8px; justify-items: start; }
.wallet-form { display: grid; gap: 4px; }
.wallet-field { display: grid; gap: 6px; margin-bottom: 4px; }
.wallet-field__label { font-weight: 600; }
.wallet-field__required { color: var(--casino-error, #d32f2f); margin-left: 4px; }
.wallet-field__error { color: var(--casino-onBackground, inherit); font-size: 14px; border-left: 3px solid var(--casino-error, #d32f2f); padding-left: 8px; }
.wallet-input { display: flex; align-items: center; gap: 8px; padding: 0 12px; min-height: 44px; border-radius: var(--casino-radius, 8px);
  border: 1px solid var(--casino-weak4, #999); background: var(--casino-surface, #fff); color: var(--casino-onSurface, #000); }
.wallet-input:focus-within { border-color: var(--casino-primary, #1677ff); outline: 2px solid var(--casino-primary, #1677ff); outline-offset: 1px; }
.wallet-input--error { border-color: var(--casino-error, #d32f2f); }
.wallet-input--disabled { opacity: .6; }
.wallet-input input { flex: 1; min-width: 0; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; font-size: 16px; padding: 10px 0; }
.wallet-input input::placeholder { color: var(--casino-subText, #666); opacity: 1; }
.wallet-input__suffix { color: var(--casino-subText, #666); }
.wallet-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.wallet-actions__submit { flex: 1 1 160px; }
.wallet-account__row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.wallet-copy { color: inherit; text-decoration: underline; }
.wallet-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.wallet-table th, .wallet-table td { padding: 8px 6px; text-align: left; border-bottom: 1px solid var(--casino-weak2, #ccc); }
.wallet-table th { font-weight: 600; color: var(--casino-subText, #666); }
.wallet-table .wallet-table__number { text-align: right; font-variant-numeric: tabular-nums; }
.wallet-table__empty { text-align: center !important; color: var(--casino-subText, #666); }
.wallet-tag { display: inline-flex; align-items: center; gap: 6px; padding: 1px 8px; border-radius: 4px; font-size: 12px; line-height: 20px;
  border: 1px solid var(--wallet-tag, var(--casino-weak4, #999)); white-space: nowrap; }
.wallet-tag::before { content: ''; width: 6px; height: 6px; border-radius: 50%; background: var(--wallet-tag, var(--casino-weak4, #999)); }
.wallet-tag--gold { --wallet-tag: var(--casino-warning, #faad14); }
.wallet-tag--green { --wallet-tag: var(--casino-success, #52c41a); }
.wallet-tag--red { --wallet-tag: var(--casino-error, #ff4d4f); }
.wallet-tag--blue { --wallet-tag: var(--casino-info, #1677ff); }
.wallet-tag--purple { --wallet-tag: #9254de; }
.wallet-tag--cyan { --wallet-tag: #13c2c2; }
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
