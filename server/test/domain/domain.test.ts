import { maskAccount } from '../../src/domain/masking';
import { buildSiteConfig, decryptConfig, encryptConfig, normaliseDomain, requestDomain } from '../../src/domain/site-config';
import { isBaseUrl, isVersion, manifestUrl, registryAnswer } from '../../src/domain/remotes';
import { isThrottled, throttleKey } from '../../src/domain/login-throttle';
import { checkChain } from '../../src/domain/ledger';
import { parseSequence } from '../../src/domain/sequence';

describe('maskAccount', () => {
  it('shows only the last 4 digits', () => {
    expect(maskAccount('1234567890')).toBe('******7890');
    expect(maskAccount('110-123-456789'.replace(/-/g, ''))).toBe('********6789');
  });
  it('masks short numbers entirely and copes with empty values', () => {
    expect(maskAccount('1234')).toBe('****');
    expect(maskAccount('')).toBe('');
    expect(maskAccount(null)).toBe('');
  });
});

describe('site config', () => {
  it('builds the config shape and round-trips through crypto-js AES', () => {
    const config = buildSiteConfig({ title: 'T', variables: { a: 1 }, webVariables: { theme: 'light' } }, 'http://api');
    expect(config).toEqual({
      config: {
        VARIABLES: { a: 1, title: 'T' },
        WEB_VARIABLES: { theme: 'light', style: 'modern', layout: 'list-layout', static_url: 'http://api/static' },
        front_api_domain: 'http://api',
      },
    });
    const text = encryptConfig(config, 'k');
    expect(text).not.toContain('front_api_domain');
    expect(decryptConfig(text, 'k')).toEqual(config);
  });

  it('picks the forced domain, then Origin, Referer, Host', () => {
    expect(requestDomain({ forced: 'A.example', origin: 'http://b.example' })).toBe('a.example');
    expect(requestDomain({ origin: 'http://b.example:3000', host: 'c.example' })).toBe('b.example');
    expect(requestDomain({ origin: 'null', referer: 'https://d.example/x?y', host: 'c.example' })).toBe('d.example');
    expect(requestDomain({ host: 'c.example:4000' })).toBe('c.example');
    expect(requestDomain({})).toBeUndefined();
    expect(normaliseDomain('bad domain')).toBeUndefined();
    expect(normaliseDomain('x'.repeat(300))).toBeUndefined();
  });
});

describe('remotes', () => {
  it('accepts semver-like versions only', () => {
    for (const v of ['1.0.0', '10.20.30', '1.2.3-rc.1', '1.2.3-beta-2']) expect(isVersion(v)).toBe(true);
    for (const v of ['1.0', 'v1.0.0', '1.0.0-', '1.0.0/..', '1.0.0 ', '']) expect(isVersion(v)).toBe(false);
  });
  it('accepts http(s) base URLs without query or credentials', () => {
    expect(isBaseUrl('https://cdn.example/x')).toBe(true);
    expect(isBaseUrl('http://localhost:3001')).toBe(true);
    for (const u of ['ftp://x', 'http://u:p@x.example', 'http://x.example/?a', 'http://x.example/#a', 'x']) expect(isBaseUrl(u)).toBe(false);
  });
  it('builds versioned manifest URLs and the registry answer', () => {
    expect(manifestUrl('http://h:3003/', 'wallet', '1.2.3')).toBe('http://h:3003/remote-wallet/1.2.3/mf-manifest.json');
    const answer = registryAnswer([{ name: 'games', baseUrl: 'http://g', version: '2.0.0' }]);
    expect(answer).toEqual({ remotes: { games: { entry: 'http://g/remote-games/2.0.0/mf-manifest.json', version: '2.0.0' } } });
  });
});

describe('login throttle', () => {
  it('allows 10 failures per username and 50 per IP; counts include the current attempt', () => {
    expect(isThrottled({ username: 10, ip: 10 })).toBe(false);
    expect(isThrottled({ username: 11, ip: 11 })).toBe(true);
    expect(isThrottled({ username: 1, ip: 50 })).toBe(false);
    expect(isThrottled({ username: 1, ip: 51 })).toBe(true);
  });
  it('keys members and operators apart, case-insensitively', () => {
    expect(throttleKey('member', ' Demo ')).toBe('member:demo');
    expect(throttleKey('operator', 'demo')).not.toBe(throttleKey('member', 'demo'));
  });
});

describe('checkChain', () => {
  it('accepts a consistent chain and reports arithmetic, gaps and balance mismatches', () => {
    const rows = [{ id: 1, amount: 100, before: 0, after: 100 }, { id: 2, amount: -30, before: 100, after: 70 }];
    expect(checkChain(rows, 70)).toEqual([]);
    expect(checkChain(rows, 71)).toEqual([{ kind: 'balance', expected: 70, balance: 71 }]);
    expect(checkChain([{ id: 1, amount: 100, before: 0, after: 90 }], 90)).toEqual([{ kind: 'arithmetic', id: 1 }]);
    expect(checkChain([{ id: 1, amount: 10, before: 5, after: 15 }], 15)).toEqual([{ kind: 'gap', id: 1, expectedBefore: 0 }]);
  });
});

describe('parseSequence', () => {
  it('accepts bounded printable tokens', () => {
    expect(parseSequence(undefined)).toBeUndefined();
    expect(parseSequence('')).toBeUndefined();
    expect(parseSequence('k3j4h5-12')).toBe('k3j4h5-12');
    expect(parseSequence(['a-1', 'b-2'])).toBe('a-1');
    expect(parseSequence('x'.repeat(129))).toBeNull();
    expect(parseSequence('has space')).toBeNull();
    expect(parseSequence('ü-1')).toBeNull();
  });
});
