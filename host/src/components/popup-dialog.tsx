// The home page's modal dialogs (the notice popup, the phone tutorial): the browser's own <dialog>, no antd, so
// that the lobby's first visit on a phone loads no antd at all (issue 48 §2).
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The popup's modal: the browser's own <dialog>. showModal() makes the rest of the page inert, moves focus into the
 * dialog and gives it back to where it was when it closes; Escape cancels it (the close button's effect). Drawn on
 * the server (a visitor's first screen), it is open but not yet modal: the first screen is inert as a whole until
 * the page's script draws it again (casino-popup:not(:modal) in the shell styles gives it the same look).
 */
export function PopupDialog({ labelId, title, closeLabel, onCancel, footer, children, className = '' }: {
  className?: string; labelId: string; title: ReactNode; closeLabel: string; onCancel: () => void; footer: ReactNode; children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // jsdom has no showModal: there the dialog is simply open
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => { if (typeof dialog.close === 'function' && dialog.open) dialog.close(); };
  }, []);
  return (
    <dialog ref={ref} open={typeof document === 'undefined' ? true : undefined} className={`casino-popup ${className}`.trim()} aria-labelledby={labelId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <div className="casino-popup__head">
        {title}
        <button type="button" className="casino-popup__x" aria-label={closeLabel} onClick={onCancel}>×</button>
      </div>
      {children}
      <div className="casino-popup__foot">{footer}</div>
    </dialog>
  );
}
