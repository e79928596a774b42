// Messages from the game inside the frame: accepted only from the launched game's origin and its own window
// (`{type:'balance'}` refreshes the session's balance, `{type:'close'}` closes the game).
import { useEffect, type RefObject } from 'react';
import { originOf } from './frame-layout';

export interface GameMessageHandlers { onBalance: () => void; onClose: () => void }

export function useGameMessages(url: string, frame: RefObject<HTMLIFrameElement | null>, handlers: GameMessageHandlers): void {
  const { onBalance, onClose } = handlers;
  useEffect(() => {
    const origin = originOf(url);
    if (!origin || origin === 'null') return undefined;
    const on = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'balance') onBalance();
      else if (type === 'close') onClose();
    };
    window.addEventListener('message', on);
    return () => window.removeEventListener('message', on);
  }, [url, frame, onBalance, onClose]);
}
