// The few controls the first paint needs, drawn without antd (issue 19, docs/decisions/009-first-paint-without-antd.md):
// buttons, a spinner, a result panel (status, title, text, action), an inline alert and skeleton lines. The host's
// shell, the home page and the shared panels (loading, unavailable, in preparation, login required) use them, so a
// page that shows no antd component loads no antd. They read the palette's CSS variables, so every theme × style
// applies; antd's own components keep antd's look in the pages that use them.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

const CSS = `
.casino-btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: var(--casino-button-height, 40px);
  padding: 0 16px; border: 1px solid var(--casino-weak4); border-radius: var(--casino-radius, 8px); font: inherit; font-size: 14px; line-height: 1;
  background: var(--casino-buttonBackground); color: var(--casino-onSurface); cursor: pointer; white-space: nowrap; text-decoration: none; }
.casino-btn:hover { border-color: var(--casino-primary); color: var(--casino-primary); }
.casino-btn--primary { background: var(--casino-primary); border-color: var(--casino-primary); color: var(--casino-onPrimary); }
.casino-btn--primary:hover { color: var(--casino-onPrimary); filter: brightness(1.08); }
.casino-btn--text { background: transparent; border-color: transparent; }
.casino-btn--small { height: 32px; padding: 0 10px; }
.casino-btn--icon { width: 32px; padding: 0; }
.casino-btn[disabled] { opacity: .6; cursor: default; }
.casino-btn svg { width: 1em; height: 1em; }
.casino-spin { display: inline-block; width: 20px; height: 20px; border-radius: 50%; border: 3px solid var(--casino-weak2);
  border-top-color: var(--casino-primary); animation: casino-spin 0.8s linear infinite; flex: none; }
@keyframes casino-spin { to { transform: rotate(360deg); } }
.casino-result { padding: 48px 24px; text-align: center; display: grid; justify-items: center; gap: 12px; }
.casino-result__icon { width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-size: 28px; font-weight: 700;
  background: var(--casino-weak1); }
.casino-result--warning .casino-result__icon { color: var(--casino-warning); }
.casino-result--info .casino-result__icon { color: var(--casino-info); }
.casino-result--error .casino-result__icon, .casino-result--500 .casino-result__icon, .casino-result--403 .casino-result__icon, .casino-result--404 .casino-result__icon { color: var(--casino-error); }
.casino-result__title { margin: 0; font-size: 22px; font-weight: 600; color: var(--casino-onBackground); }
.casino-result__text { margin: 0; color: var(--casino-subText); }
.casino-alert { display: flex; gap: 8px; align-items: flex-start; padding: 10px 14px; border-radius: var(--casino-radius, 8px);
  border: 1px solid var(--casino-weak3); background: var(--casino-weak1); color: var(--casino-onSurface); }
.casino-alert--error { border-color: var(--casino-error); }
.casino-alert--warning { border-color: var(--casino-warning); }
.casino-alert__title { font-weight: 600; }
.casino-alert__text { color: var(--casino-subText); }
.casino-skeleton { display: grid; gap: 10px; padding: 4px 0; }
.casino-skeleton span { display: block; height: 14px; border-radius: 4px; background: linear-gradient(90deg, var(--casino-weak1), var(--casino-weak2), var(--casino-weak1));
  background-size: 200% 100%; animation: casino-shimmer 1.4s ease infinite; }
.casino-skeleton span:first-child { width: 40%; }
.casino-skeleton span:last-child { width: 70%; }
@keyframes casino-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`;

const installedSheets = new Map<string, string>();

/**
 * Adds a stylesheet to the page once per key (a <style data-casino="<key>">); the apps' own styles use it too. A sheet
 * the page already has (the server drew the first screen with it, decision 010) is not added again. Without a
 * document (the server drawing a first screen), the sheet is only recorded: `installedStyleSheets` lists it.
 */
export function installStyleSheet(key: string, css: string): void {
  if (installedSheets.has(key)) return;
  installedSheets.set(key, css);
  if (typeof document === 'undefined') return;
  if ([...document.head.querySelectorAll('style[data-casino]')].some((el) => (el as HTMLElement).dataset.casino === key)) return;
  const style = document.createElement('style');
  style.dataset.casino = key;
  style.textContent = css;
  document.head.appendChild(style);
}

/** The sheets installed so far, in order (key → CSS): what a server-drawn screen puts into its page. */
export const installedStyleSheets = (): ReadonlyMap<string, string> => installedSheets;

/** Adds the stylesheet above once (the first native control that renders does it). */
export function installNativeStyles(): void {
  installStyleSheet('native', CSS);
}

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle';
  icon?: ReactNode;
}

export function NativeButton({ variant = 'default', size = 'middle', icon, className, children, type = 'button', ...rest }: NativeButtonProps) {
  installNativeStyles();
  const classes = ['casino-btn', `casino-btn--${variant}`, size === 'small' ? 'casino-btn--small' : '', icon && (children === undefined || children === null) ? 'casino-btn--icon' : '', className ?? '']
    .filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest}>{icon}{children}</button>;
}

/** A spinner; the text beside it (or the element around it) says what is loading. */
export function Spinner() {
  installNativeStyles();
  return <span className="casino-spin" aria-hidden />;
}

const RESULT_ICON = { warning: '!', info: 'i', error: '×', '403': '!', '404': '?', '500': '!' } as const;

export function NativeResult({ status, title, subTitle, extra, ...rest }: {
  status: keyof typeof RESULT_ICON; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; 'data-testid'?: string;
}) {
  installNativeStyles();
  return (
    <div className={`casino-result casino-result--${status}`} data-testid={rest['data-testid']}>
      <span className="casino-result__icon" aria-hidden>{RESULT_ICON[status]}</span>
      <div className="casino-result__title">{title}</div>
      {subTitle && <p className="casino-result__text">{subTitle}</p>}
      {extra}
    </div>
  );
}

/** An inline alert: `role="alert"` for errors and warnings, read out when it appears. */
export function NativeAlert({ type, title, description, ...rest }: {
  type: 'error' | 'warning' | 'info'; title: ReactNode; description?: ReactNode; 'data-testid'?: string;
}) {
  installNativeStyles();
  return (
    <div className={`casino-alert casino-alert--${type}`} role={type === 'info' ? 'status' : 'alert'} data-testid={rest['data-testid']}>
      <div>
        <div className="casino-alert__title">{title}</div>
        {description && <div className="casino-alert__text">{description}</div>}
      </div>
    </div>
  );
}

/** Placeholder lines while a block loads (hidden from screen readers; the block's own status says it loads). */
export function SkeletonLines({ rows = 3 }: { rows?: number }) {
  installNativeStyles();
  return <div className="casino-skeleton" aria-hidden>{Array.from({ length: rows }, (_, i) => <span key={i} />)}</div>;
}
