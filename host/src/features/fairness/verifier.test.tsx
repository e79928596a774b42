import { act, render, screen } from '@testing-library/react';
import { ApiClient, initI18n, registerNamespace, RootStore, StoresProvider } from '@casino/shared';
import { FairnessVerifier, verifierUrl } from './verifier';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../../locales/${lng}.json`));
});

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

test('the URL carries language and theme in the query and the seeds only in the fragment', () => {
  expect(verifierUrl('http://api.test/', 'ko', 'darkBlue')).toBe('http://api.test/house/fairness?embed=1&lang=ko&theme=dark');
  const url = new URL(verifierUrl('http://api.test', 'en', 'light', { game: 'crash', server_seed: SEED, client_seed: 'abc', nonce: 4 }));
  expect(url.searchParams.get('theme')).toBe('light');
  expect(url.search).not.toContain(SEED);
  expect(new URLSearchParams(url.hash.slice(1)).get('server_seed')).toBe(SEED);
  expect(new URLSearchParams(url.hash.slice(1)).get('nonce')).toBe('4');
});

test('frames the API server\'s verifier and follows the height it posts, from its own frame only', () => {
  localStorage.clear();
  const store = new RootStore(new ApiClient({ baseURL: 'http://api.test' }));
  render(<StoresProvider store={store}><FairnessVerifier minHeight={500} /></StoresProvider>);
  const frame = screen.getByTestId('fairness-verifier-frame') as HTMLIFrameElement;
  expect(frame.src).toBe('http://api.test/house/fairness?embed=1&lang=ko&theme=dark');
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
  expect(frame).toHaveAttribute('title', '공정성');
  expect(frame.style.height).toBe('500px');
  const post = (origin: string, source: unknown, height: number) => act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data: { type: 'house-fairness-height', height } }));
  });
  post('http://evil.test', frame.contentWindow, 900);
  post('http://api.test', window, 900);
  expect(frame.style.height).toBe('500px');
  post('http://api.test', frame.contentWindow, 900);
  expect(frame.style.height).toBe('900px');
  post('http://api.test', frame.contentWindow, 100);
  expect(frame.style.height).toBe('500px');
});

test('renders nothing before the API address is known', () => {
  const store = new RootStore(new ApiClient());
  const { container } = render(<StoresProvider store={store}><FairnessVerifier /></StoresProvider>);
  expect(container).toBeEmptyDOMElement();
});
