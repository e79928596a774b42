// The provably fair verifier of the footer's fairness page (/etc/fairness). It frames the API server's verifier
// page (/house/fairness), which recomputes a house game round in the browser with Web Crypto and the very ES
// modules the server settles rounds with — one implementation of the public algorithm, nothing copied into the
// site. The page sizes itself: it posts {type:'house-fairness-height', height} and the frame follows.
// Drop in: <FairnessVerifier /> (optionally with `prefill` from a round's details).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/shared';

export interface VerifierPrefill {
  game?: 'reels5' | 'nine' | 'baccarat' | 'crash';
  server_seed?: string;
  client_seed?: string;
  nonce?: number;
}

/** The verifier page's URL: language and theme in the query; seeds in the fragment (never sent to a server). */
export function verifierUrl(apiBase: string, language: string, theme: string, prefill: VerifierPrefill = {}): string {
  const query = new URLSearchParams({ embed: '1', lang: language, theme: theme === 'light' ? 'light' : 'dark' });
  const fragment = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value !== undefined && value !== '') fragment.set(key, String(value));
  const hash = fragment.toString();
  return `${apiBase.replace(/\/+$/, '')}/house/fairness?${query.toString()}${hash ? `#${hash}` : ''}`;
}

const originOf = (url: string) => {
  try { return new URL(url).origin; } catch { return null; }
};

export interface FairnessVerifierProps { prefill?: VerifierPrefill; minHeight?: number }

export const FairnessVerifier = observer(function FairnessVerifier({ prefill, minHeight = 640 }: FairnessVerifierProps) {
  const { api, prefs } = useStores();
  const { t } = useTranslation('host');
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(minHeight);
  const base = api.baseURL;
  const src = base ? verifierUrl(base, prefs.language, prefs.theme, prefill) : null;
  const origin = src ? originOf(src) : null;

  useEffect(() => {
    if (!origin) return undefined;
    const on = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === 'house-fairness-height' && typeof data.height === 'number' && Number.isFinite(data.height)) {
        setHeight(Math.max(minHeight, Math.min(Math.ceil(data.height), 4000)));
      }
    };
    window.addEventListener('message', on);
    return () => window.removeEventListener('message', on);
  }, [origin, minHeight]);

  if (!src) return null;
  return (
    <iframe
      ref={frame} src={src} title={t('footer.fairness')} data-testid="fairness-verifier-frame"
      sandbox="allow-scripts allow-same-origin allow-forms" referrerPolicy="origin" loading="lazy"
      style={{ width: '100%', height, border: 0, display: 'block', colorScheme: 'normal' }}
    />
  );
});
