// The game window: header + sandboxed iframe with a spinner until it loads. The iframe may run scripts and
// forms with its own origin (the provider's, never the site's); popups are not allowed.
import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableIn, FOCUS_WRAP_ATTR, useFocusTrap, useStores, type CurrentGame } from '@casino/shared';
import { useWindowWidth } from '../../../lib/use-window-width';
import { frameLayout } from '../frame-layout';
import { useGameMessages } from '../use-game-messages';
import { FrameHeader } from './frame-header';

export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const on = () => setHeight(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return height;
}

export const GameWindow = observer(function GameWindow({ game }: { game: CurrentGame }) {
  const { ui, session } = useStores();
  const { t } = useTranslation('games');
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [stretched, setStretched] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const layout = frameLayout({ windowWidth: useWindowWidth(), windowHeight: useWindowHeight(), stretched, fullscreen });
  const loaded = loadedUrl === game.url;

  // Leaving browser fullscreen with Esc leaves ours too.
  useEffect(() => {
    const on = () => { if (!document.fullscreenElement) setFullscreen(false); };
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);

  const exitBrowserFullscreen = () => { if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined); };
  const toggleFullscreen = () => {
    if (fullscreen) { exitBrowserFullscreen(); setFullscreen(false); return; }
    setFullscreen(true);
    // The whole document goes fullscreen (not just this window) so the provider drawer can still show above it.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const close = useCallback(() => { exitBrowserFullscreen(); ui.closeGame(); }, [ui]);
  const refreshBalance = useCallback(() => { void session.refresh(); }, [session]);
  useGameMessages(game.url, frame, { onBalance: refreshBalance, onClose: close });
  // Keyboard: the focus moves into the window, stays there (Esc closes) and goes back to the launcher after.
  useFocusTrap(dialog, { onEscape: close });

  const title = game.title || t('frame.defaultTitle');
  return (
    <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-label={title} data-testid="game-frame" data-fullscreen={fullscreen} data-stretched={stretched}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0,0,0,.85)', display: 'flex', justifyContent: 'center', alignItems: fullscreen ? 'stretch' : 'flex-start' }}>
      <div data-testid="game-window" style={{ width: layout.width, marginTop: fullscreen ? 0 : 8, display: 'flex', flexDirection: 'column', background: '#000' }}>
        <FrameHeader title={title} stretched={stretched} fullscreen={fullscreen} showStretch={layout.showStretch}
          onMenu={() => ui.setDrawerOpen(true)} onStretch={() => setStretched((s) => !s)} onFullscreen={toggleFullscreen} onClose={close} />
        <div style={{ position: 'relative', height: layout.iframeHeight }}>
          {!loaded && (
            <div role="status" data-testid="game-frame-loading" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, color: '#fff' }}>
              <Spin size="large" />
              <span>{t('frame.loading')}</span>
            </div>
          )}
          <iframe
            key={game.url} ref={frame} title={title} src={game.url} onLoad={() => setLoadedUrl(game.url)}
            sandbox={GAME_SANDBOX} allow="fullscreen; autoplay" referrerPolicy="origin" data-testid="game-iframe"
            style={{ border: 0, width: '100%', height: '100%', display: 'block', opacity: loaded ? 1 : 0 }}
          />
        </div>
        {/* Tab past the game page's last control lands here and goes round to the window's first control;
            without it the focus left for the browser's own controls, and Chromium at times kept it there. */}
        <span tabIndex={0} {...{ [FOCUS_WRAP_ATTR]: '' }} data-testid="frame-focus-wrap"
          onFocus={() => { if (dialog.current) focusableIn(dialog.current)[0]?.focus(); }} />
      </div>
    </div>
  );
});
