// The host's own toasts, for the parts of the site drawn without antd (the shell, the lobbies, the games' lists):
// a stack at the top of the page, each toast gone after TOAST_MS, at most three (as antd's messages are set up in
// antd-scope.tsx, which hands antd's messages to the parts inside antd's providers instead). Screen readers hear
// them through a polite live region (an error through an assertive one).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS, ToasterContext, type Toaster } from '@casino/shared';

interface Toast { id: number; kind: 'error' | 'warning' | 'info'; text: string; className?: string }
const MAX = 3;

export function ToastRegion({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => { for (const timer of timers.current) clearTimeout(timer); }, []);
  const show = useCallback((kind: Toast['kind'], text: string, className?: string) => {
    next.current += 1;
    const toast = { id: next.current, kind, text, className };
    setToasts((list) => [...list, toast].slice(-MAX));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((x) => x.id !== toast.id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const toaster = useMemo<Toaster>(() => ({
    error: (text) => show('error', text), warning: (text) => show('warning', text), info: (text, options) => show('info', text, options?.className),
  }), [show]);
  const polite = toasts.filter((x) => x.kind !== 'error');
  const urgent = toasts.filter((x) => x.kind === 'error');
  const item = (x: Toast) => <div key={x.id} className={`casino-toast casino-toast--${x.kind}${x.className ? ` ${x.className}` : ''}`}>{x.text}</div>;
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <div className="casino-toasts">
        <div role="status" aria-live="polite">{polite.map(item)}</div>
        <div role="alert" aria-live="assertive">{urgent.map(item)}</div>
      </div>
    </ToasterContext.Provider>
  );
}
