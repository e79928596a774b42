// Shell CSS, written against the palette CSS variables so every theme × style applies without rebuilds.
import { installStyleSheet } from '@casino/shared';
const CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { font-family: var(--casino-font); background: var(--casino-background); color: var(--casino-onBackground); }
a { color: var(--casino-primary); }
/* Accessibility (docs/accessibility.md): one visible focus ring everywhere (antd's and the cards' own styles
   included), the skip link, text for screen readers only, and no motion for members who ask for none. */
:focus-visible { outline: 3px solid var(--casino-primary) !important; outline-offset: 2px !important; }
.casino-shell__main:focus, .casino-fullpage__main:focus { outline: none; }
.casino-skip-link { position: absolute; left: 8px; top: -100px; z-index: 1200; padding: 10px 16px; border-radius: 8px;
  background: var(--casino-primary); color: var(--casino-onPrimary); font-weight: 700; text-decoration: none; }
.casino-skip-link:focus { top: 8px; }
/* Plain links (running text, footers) are underlined, not told apart by colour alone; styled ones (bars, pills, cards, antd) keep their look. */
a:not([class]) { text-decoration: underline; text-underline-offset: 2px; }
/* Small icon controls inside inputs (show password, clear) get a 24 px target (WCAG 2.5.8). */
.ant-input-password-icon, .ant-input-clear-icon { min-width: 24px; min-height: 24px; display: inline-flex !important;
  align-items: center; justify-content: center; }
.casino-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: .01ms !important; animation-iteration-count: 1 !important;
    transition-duration: .01ms !important; scroll-behavior: auto !important; }
}
.casino-appbar { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 8px; padding: 8px 16px; min-height: 56px;
  background: var(--casino-surface); color: var(--casino-onSurface); border-bottom: 1px solid var(--casino-weak2); flex-wrap: wrap; }
.casino-appbar__title { font-weight: 700; font-size: 18px; color: var(--casino-primary); text-decoration: none; white-space: nowrap;
  flex: 0 0 auto; }
.casino-appbar__spacer { flex: 1; }
.casino-appbar__money { color: var(--casino-onSurface); }
.casino-navbar { display: flex; gap: 4px; overflow-x: auto; padding: 6px 12px; background: var(--casino-subBackground); border-bottom: 1px solid var(--casino-weak2); scrollbar-width: none; }
.casino-navbar a { padding: 6px 12px; border-radius: 999px; color: var(--casino-onBackground); text-decoration: none; white-space: nowrap; }
.casino-navbar a.active { background: var(--casino-primary); color: var(--casino-onPrimary); }
.casino-shell__body { display: flex; min-height: calc(100vh - 160px); }
.casino-shell__sider { width: 240px; flex: none; padding: 8px; background: var(--casino-subBackground); border-right: 1px solid var(--casino-weak2); }
.casino-offline-banner .casino-alert { border-radius: 0; border-width: 0 0 1px; }
.casino-icon { display: inline-flex; align-items: center; line-height: 0; }
.casino-toasts { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); z-index: 1100; display: grid; gap: 8px;
  justify-items: center; pointer-events: none; width: max-content; max-width: calc(100vw - 24px); }
.casino-toasts > div { display: grid; gap: 8px; justify-items: center; }
.casino-toast { padding: 9px 14px; border-radius: 8px; background: var(--casino-surface); color: var(--casino-onSurface);
  border: 1px solid var(--casino-weak3); box-shadow: 0 6px 16px rgba(0, 0, 0, .25); pointer-events: auto; }
.casino-toast--error { border-color: var(--casino-error); }
.casino-toast--warning { border-color: var(--casino-warning); }
.casino-pickers { display: inline-flex; gap: 4px; }
.casino-settings-sheet { display: grid; gap: 16px; justify-items: start; }
.casino-settings-sheet .casino-pickers { flex-wrap: wrap; }
.casino-select { height: 32px; max-width: 150px; padding: 0 6px; border: 1px solid var(--casino-weak4); border-radius: 6px; font: inherit; font-size: 14px;
  background: var(--casino-surface); color: var(--casino-onSurface); color-scheme: var(--casino-scheme); cursor: pointer; }
.casino-select:hover { border-color: var(--casino-primary); }
.casino-sidemenu__group + .casino-sidemenu__group { margin-top: 8px; }
.casino-sidemenu__label { display: block; padding: 8px 16px 4px; font-size: 13px; color: var(--casino-subText); }
.casino-sidemenu ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.casino-sidemenu__item { display: flex; align-items: center; min-height: 40px; padding: 0 16px 0 24px; border-radius: var(--casino-radius, 8px);
  color: var(--casino-onBackground); text-decoration: none; }
.casino-sidemenu__item:hover { background: var(--casino-weak1); }
.casino-sidemenu__item.active { background: var(--casino-primary); color: var(--casino-onPrimary); }
.casino-badge { position: relative; display: inline-flex; }
.casino-badge__count { position: absolute; top: -4px; right: -6px; min-width: 16px; height: 16px; padding: 0 4px; border-radius: 8px; font-size: 11px;
  line-height: 16px; text-align: center; background: var(--casino-error); color: #fff; pointer-events: none; }
.casino-appbar__tools, .casino-appbar__money { display: inline-flex; align-items: center; gap: 8px; }
.casino-shell__main { flex: 1; min-width: 0; padding: 16px; }
.casino-shell--eight .casino-shell__main { max-width: 1600px; margin: 0 auto; }
.casino-footer { padding: 24px 16px; background: var(--casino-subBackground); color: var(--casino-subText); border-top: 1px solid var(--casino-weak2); }
.casino-footer__links { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.casino-footer__links a { color: var(--casino-subText); }
.casino-footer__notice { margin: 12px 0 0; font-size: 13px; }
.casino-fullpage { min-height: 100vh; display: flex; flex-direction: column; }
.casino-fullpage__main { flex: 1; display: flex; justify-content: center; padding: 24px 16px; }
.casino-fullpage__main > * { width: 100%; max-width: 800px; }
.casino-page h1 { margin-top: 0; }
.casino-hero { padding: 24px; margin-bottom: 16px; border-radius: 12px; background: linear-gradient(135deg, var(--casino-surface), var(--casino-subBackground)); }
.casino-hero__actions { display: flex; gap: 8px; flex-wrap: wrap; }
.casino-promos { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; margin-bottom: 16px; }
.casino-promo { text-align: left; border: 1px solid var(--casino-weak2); border-radius: 12px; padding: 16px; cursor: pointer;
  background: var(--casino-surface); color: var(--casino-onSurface); display: grid; gap: 6px; font: inherit; }
.casino-promo strong { color: var(--casino-primary); font-size: 16px; }
.casino-promo span { color: var(--casino-subText); font-size: 13px; }
.casino-promo:focus-visible { outline: 2px solid var(--casino-primary); outline-offset: 2px; }
.casino-lobby-row, .casino-lobby-notices { margin-bottom: 20px; }
.casino-lobby-row__head { display: flex; align-items: baseline; justify-content: space-between; }
.casino-lobby-row__head h2 { font-size: 18px; margin: 8px 0; }
.casino-lobby-row__track { display: grid; grid-auto-flow: column; grid-auto-columns: 160px; gap: 12px; overflow-x: auto; padding-bottom: 6px;
  scroll-snap-type: x mandatory; -webkit-overflow-scrolling: touch; }
.casino-lobby-card { position: relative; scroll-snap-align: start; height: 96px; border-radius: 10px; display: grid; place-items: center; background: var(--casino-weak1);
  border: 1px solid var(--casino-weak2); color: var(--casino-onSurface); text-decoration: none; overflow: hidden; }
.casino-lobby-card__bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.casino-lobby-card span { position: relative; }
/* the title on a label of at least 72 % black: 9:1 or more over any picture (a text shadow alone blends with a light
   picture and the page behind it: axe measured 3.2:1) */
.casino-lobby-card__title { margin: 0 8px; padding: 2px 8px; border-radius: 6px; text-align: center; font-weight: 700; font-size: 15px; line-height: 1.25; color: #fff;
  background: rgba(0, 0, 0, 0.72); overflow-wrap: anywhere; }
.casino-lobby-notices__title { color: var(--casino-onSurface); }
.casino-lobby-notices__list { list-style: none; margin: 0; padding: 0; }
.casino-lobby-notices__list li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid var(--casino-weak2); }
.casino-lobby-notices__list time, .casino-lobby-notices__empty { color: var(--casino-subText); }
.casino-lobby-notices__list time { flex: none; }
.casino-popup { width: min(520px, calc(100vw - 32px)); max-height: calc(100vh - 48px); padding: 20px 24px; border: 1px solid var(--casino-weak2);
  border-radius: var(--casino-radius, 8px); background: var(--casino-surface); color: var(--casino-onSurface); font-family: var(--casino-font); }
.casino-popup::backdrop { background: rgba(0, 0, 0, 0.45); }
/* drawn on the server into a visitor's first screen: open, not yet modal; the same place and look */
.casino-popup[open]:not(:modal) { position: fixed; inset: 0; margin: auto; z-index: 1000; box-shadow: 0 0 0 100vmax rgba(0, 0, 0, 0.45); }
.casino-popup__head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; margin-bottom: 12px; font-size: 16px; font-weight: 600; }
.casino-popup__title { word-break: keep-all; overflow-wrap: anywhere; }
.casino-popup__x { flex: none; width: 32px; height: 32px; border: 0; border-radius: 6px; background: transparent; color: inherit; font-size: 22px; line-height: 1; cursor: pointer; }
.casino-popup__x:hover { background: var(--casino-weak1); }
.casino-popup__meta { color: var(--casino-subText); font-size: 13px; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; margin-bottom: 8px; }
.casino-popup__body { max-height: 50vh; overflow-y: auto; }
.casino-popup__text { white-space: pre-wrap; word-break: keep-all; overflow-wrap: anywhere; margin: 0; line-height: 1.6; }
.casino-popup__link { margin-top: 12px; }
.casino-popup__foot { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-top: 20px; }
.casino-lobby__columns { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 16px; }
.casino-legal { line-height: 1.7; }
.casino-legal section { margin-top: 20px; }
.casino-legal h2 { font-size: 18px; }
.casino-legal dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; padding: 12px; border-radius: 8px; background: var(--casino-subBackground); }
.casino-legal dt { color: var(--casino-subText); }
@media (max-width: 959px) {
  .casino-promos { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .casino-lobby__columns { grid-template-columns: 1fr; }
}
@media (max-width: 767px) {
  .casino-appbar { padding: 6px 8px; flex-wrap: nowrap; gap: 4px; }
  .casino-appbar__money { font-size: 12px; gap: 4px !important; min-width: 0; }
  .casino-appbar__title { font-size: 16px; }
  .casino-appbar__tools .casino-select { max-width: 96px; }
  .casino-shell__main { padding: 12px 8px; }
}
/* The narrowest phones (320 px) and 400 % zoom: the money moves to a second row of the bar, so the site name
   stays whole and nothing scrolls sideways. */
@media (max-width: 379px) {
  .casino-appbar { flex-wrap: wrap; }
  .casino-appbar__money { order: 10; flex: 1 0 100%; justify-content: flex-end; }
}
`;

/** Adds this stylesheet once (a <style data-casino="shell">). */
export function installShellStyles(): void {
  installStyleSheet('shell', CSS);
}
