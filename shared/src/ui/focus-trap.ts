// Keeps the keyboard inside a dialog the site draws itself (the game frame): on open the focus moves into it,
// Tab and Shift+Tab cycle through its controls (an iframe counts as one stop; Tab leaving the game page comes
// back to the first control), Escape asks to close, and on close the focus returns to where it was.
// Dialogs stacked above it (antd drawers, modals, dropdowns, toasts in their portals; native dialogs and the
// host's toasts) keep their own focus.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
/** Layers that may sit above the trapped dialog and take the focus legitimately. */
const ABOVE = '.ant-drawer, .ant-modal-wrap, .ant-modal-root, .ant-select-dropdown, .ant-popover, .ant-message, .ant-notification, [role="dialog"], [role="alertdialog"], dialog[open], .casino-toasts';

/** Marks a dialog's wrap-around stop (see the game window): focusable, but not one of the dialog's controls. */
export const FOCUS_WRAP_ATTR = 'data-focus-wrap';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
    .filter((el) => !el.closest('[hidden], [aria-hidden="true"]') && !el.hasAttribute(FOCUS_WRAP_ATTR));
}

/**
 * The control that has the focus now and should get it back when a dialog or drawer opened from it closes;
 * null when nothing has it (the page body: the launcher went with a closing drawer, so the content takes it).
 */
export function focusOpener(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

export interface FocusTrapOptions { onEscape?: () => void; active?: boolean }

export function useFocusTrap(ref: RefObject<HTMLElement | null>, { onEscape, active = true }: FocusTrapOptions = {}): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const opener = focusOpener();
    const first = () => focusableIn(container)[0] ?? container;
    if (!container.contains(document.activeElement)) first().focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && escape.current) { e.stopPropagation(); escape.current(); return; }
      if (e.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) { e.preventDefault(); container.focus(); return; }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && document.activeElement === head) { e.preventDefault(); tail.focus(); }
      else if (!e.shiftKey && document.activeElement === tail) { e.preventDefault(); head.focus(); }
    };
    // Focus that lands behind the dialog (Tab out of an iframe, a click on the page) comes back to it.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (!target || container.contains(target) || (target instanceof Element && target.closest(ABOVE))) return;
      first().focus();
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // The launcher may be gone (a drawer that closed); then the page's content takes the focus.
      const back = opener && opener.isConnected ? opener : document.getElementById('main');
      back?.focus();
    };
  }, [ref, active]);
}
