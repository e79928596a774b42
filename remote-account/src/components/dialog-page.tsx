// A page that looks like a dialog (layout "none" routes of my page): centred, at most 800 px wide and at
// least 650 px tall on desktop (spec §9), the whole screen on phones. Escape and the close button leave.
import { CloseOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '@casino/shared';
import { useIsMobile } from '../lib/use-is-mobile';

export const DIALOG_MAX_WIDTH = 800;
export const DIALOG_MIN_HEIGHT = 650;

export function DialogPage({ title, closeLabel, onClose, testId, children, footer, headerExtra }: {
  title: string; closeLabel: string; onClose: () => void; testId: string; children: ReactNode; footer?: ReactNode; headerExtra?: ReactNode;
}) {
  const mobile = useIsMobile();
  const titleId = useId();
  const dialog = useRef<HTMLElement>(null);
  useFocusTrap(dialog); // the keyboard stays in the dialog; the focus starts on its first control
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      style={{
        minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: mobile ? 'stretch' : 'center',
        padding: mobile ? 0 : 24, background: 'var(--casino-background, #111)',
      }}
    >
      <section
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        style={{
          width: '100%', maxWidth: mobile ? 'none' : DIALOG_MAX_WIDTH, minHeight: mobile ? '100vh' : DIALOG_MIN_HEIGHT,
          display: 'flex', flexDirection: 'column', borderRadius: mobile ? 0 : 12, overflow: 'hidden',
          background: 'var(--casino-surface, #1e1e1e)', color: 'var(--casino-onSurface, inherit)',
          boxShadow: mobile ? 'none' : '0 12px 48px rgba(0, 0, 0, 0.45)',
        }}
      >
        <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: mobile ? '12px 12px 12px 16px' : '16px 16px 16px 24px', borderBottom: '1px solid var(--casino-weak2, rgba(128,128,128,0.3))' }}>
          {headerExtra}
          <Typography.Title level={4} id={titleId} style={{ margin: 0, flex: 1 }}>{title}</Typography.Title>
          <Button type="text" icon={<CloseOutlined />} aria-label={closeLabel} onClick={onClose} data-testid={`${testId}-close`} />
        </header>
        <div style={{ flex: 1, overflowY: 'auto', padding: mobile ? 16 : 24 }}>{children}</div>
        {footer && (
          <footer style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end', padding: mobile ? 12 : '16px 24px', borderTop: '1px solid var(--casino-weak2, rgba(128,128,128,0.3))' }}>
            {footer}
          </footer>
        )}
      </section>
    </div>
  );
}
