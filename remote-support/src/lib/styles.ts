// The remote's few CSS rules, written against the palette variables of the host's theme (every theme × style
// applies). Installed once by the first support page or widget that renders.
import { installStyleSheet } from '@casino/shared';
const CSS = `
.support-page { max-width: 960px; }
.support-page h1 { margin: 0 0 8px; font-size: 22px; }
.support-nav { margin-bottom: 12px; }
.support-nav__list { display: flex; flex-wrap: wrap; gap: 4px 8px; list-style: none; margin: 0; padding: 0; border-bottom: 1px solid var(--casino-weak2, rgba(127,127,127,.25)); }
.support-nav__list a { display: inline-block; padding: 8px 12px; color: var(--casino-onBackground, inherit); text-decoration: none; border-bottom: 3px solid transparent; }
.support-nav__list a[aria-current="page"] { font-weight: 700; border-bottom-color: var(--casino-primary, #1677ff); }
.support-text { white-space: pre-wrap; word-break: keep-all; overflow-wrap: anywhere; margin: 0; line-height: 1.6; }
.support-meta { color: var(--casino-subText, #888); font-size: 13px; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
.support-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.support-toolbar__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.support-item-title { word-break: keep-all; overflow-wrap: anywhere; }
/* antd keeps a header-only collapse's title at its one-line width (flex: none): on a 320-px phone a memo's state, kind
   and date then pushed the delete button past the screen's edge. The title may shrink, and its meta line wraps. */
.support-memo-list .ant-collapse-title { flex-shrink: 1; min-width: 0; }
.support-item-title--unread { font-weight: 700; }
/* The unread tag in the palette's primary with its own text colour: antd's preset orange reads at 3.3:1 in light themes. */
.ant-tag.support-tag--unread { background: var(--casino-primary, #1677ff); color: var(--casino-onPrimary, #fff); border-color: transparent; }
.support-answer { margin-top: 12px; padding: 12px; border-radius: 8px; background: var(--casino-subBackground, rgba(127,127,127,.08));
  border-left: 3px solid var(--casino-primary, #1677ff); }
.support-answer h4 { margin: 0 0 6px; font-size: 14px; }
.support-hint { color: var(--casino-subText, #888); font-size: 13px; margin: 4px 0 12px; }
.support-pager { display: flex; justify-content: center; margin-top: 16px; }
.support-notice-row { display: flex; gap: 8px; align-items: baseline; justify-content: space-between; width: 100%; padding: 12px 4px;
  border: 0; border-bottom: 1px solid var(--casino-weak2, rgba(127,127,127,.25)); background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.support-notice-row:hover .support-item-title, .support-notice-row:focus-visible .support-item-title { color: var(--casino-primary, #1677ff); }
.support-notice-row__date { flex: none; color: var(--casino-subText, #888); font-size: 13px; }
@media (max-width: 767px) {
  .support-page h1 { font-size: 19px; }
  .support-notice-row { flex-direction: column; gap: 2px; }
}
`;

/** Adds this stylesheet once (a <style data-casino="support">). */
export function installSupportStyles(): void {
  installStyleSheet('support', CSS);
}
