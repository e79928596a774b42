import zlib from 'node:zlib';
import { demoCatalogue, houseProvider } from '../../src/domain/games/catalogue';
import { launchRefusal } from '../../src/services/games/launch-policy';
import { demoTableCsp, demoTablePage } from '../../src/domain/games/demo-table-page';
import { DEMO_TABLE_TEXTS, pickLanguage } from '../../src/domain/games/demo-table-texts';
import { glyph, hasGlyph, textWidth } from '../../src/domain/images/bitmap-font';
import { crc32, encodePng, pngSize } from '../../src/domain/images/png';
import { gameImageFile, providerImageFile } from '../../src/services/image-files';
import { wrap } from '../../src/domain/images/render';
import { LANGUAGES } from '@casino/shared/contract';

/** Decodes what encodePng wrote (one IDAT, filters 0–4) back to pixels. */
function decode(png: Buffer, channels: number): Uint8Array {
  const { width, height } = pngSize(png)!;
  const idat = png.indexOf('IDAT');
  const raw = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const pred = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][type]!;
      out[y * stride + i] = (x + pred) & 0xff;
    }
  }
  return out;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it.each([3, 4] as const)('round-trips %i-channel pixels through every filter', (channels) => {
    const width = 17;
    const height = 9;
    const pixels = new Uint8Array(width * height * channels);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + (i % 7) * 11 + Math.floor(i / 13) * 5) & 0xff;
    const png = encodePng(width, height, pixels, channels);
    expect(pngSize(png)).toEqual({ width, height });
    expect(png[25]).toBe(channels === 4 ? 6 : 2);
    expect(Buffer.from(decode(png, channels)).equals(Buffer.from(pixels))).toBe(true);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5), 3)).toThrow();
  });
});

describe('bitmap font and text layout', () => {
  it('has letters, digits and common punctuation; lower case draws upper case', () => {
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.!?&:') expect(hasGlyph(c)).toBe(true);
    expect(glyph('a')).toEqual(glyph('A'));
    expect(glyph('€').flat().filter(Boolean).length).toBeGreaterThan(10); // drawn as a box, not dropped
    expect(new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('').map((c) => JSON.stringify(glyph(c)))).size).toBe(36);
    expect(textWidth('AB', 2)).toBe((5 * 2 + 1) * 2);
  });

  it('wraps words into lines that fit', () => {
    expect(wrap('Blue Lotus Casino', 3, 180, 2)).toEqual(['BLUE LOTUS', 'CASINO']);
    expect(wrap('Supercalifragilistic', 4, 100, 1)[0]!.endsWith('.')).toBe(true);
  });

  it('names cached files by slug and hash, never with path parts from the title', () => {
    expect(providerImageFile('bg', '../../etc/passwd')).toMatch(/^common\/bg\/etc-passwd-[0-9a-f]{12}\.png$/);
    expect(providerImageFile('bg', 'A B')).not.toBe(providerImageFile('bg', 'A-B'));
    expect(gameImageFile('astro-reels', 'golden-koi')).toMatch(/^common\/game\/astro-reels\/golden-koi-[0-9a-f]{12}\.png$/);
  });
});

describe('demo catalogue', () => {
  it('has 8 casino, 12 slot and an arcade provider with 10+ games each, some new and popular, unique codes', () => {
    const catalogue = demoCatalogue();
    expect(catalogue.filter((p) => p.category === 'casino')).toHaveLength(8);
    expect(catalogue.filter((p) => p.category === 'slot')).toHaveLength(12);
    expect(catalogue.filter((p) => p.category === 'arcade')).toHaveLength(1);
    for (const p of [...catalogue, houseProvider()]) {
      expect(p.games.length).toBeGreaterThanOrEqual(10);
      expect(new Set(p.games.map((g) => g.code)).size).toBe(p.games.length);
      expect(p.games.some((g) => g.isNew)).toBe(true);
      expect(p.games.some((g) => g.isPopular)).toBe(true);
      for (const g of p.games) expect([...g.title].every(hasGlyph)).toBe(true);
    }
    expect(new Set(catalogue.map((p) => p.code)).size).toBe(catalogue.length);
    expect(demoCatalogue()).toEqual(catalogue); // deterministic
  });
});

describe('launch policy', () => {
  it('lets an active member launch and refuses suspended or self-excluded ones', () => {
    expect(launchRefusal({ status: 'active', selfExcluded: false })).toBeNull();
    expect(launchRefusal({ status: 'suspended', selfExcluded: false })).toEqual({ code: 4030, msg: 'account_suspended' });
    expect(launchRefusal({ status: 'active', selfExcluded: true })).toEqual({ code: 4030, msg: 'self_excluded' });
    expect(launchRefusal(undefined)).toEqual({ code: 4030, msg: 'invalid_token' });
  });
});

describe('demo-table page', () => {
  it('has texts in every site language and picks one from Accept-Language', () => {
    expect(Object.keys(DEMO_TABLE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    expect(pickLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(pickLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(pickLanguage('zh')).toBe('zh-CN');
    expect(pickLanguage('fr-FR, de;q=0.5')).toBe('de');
    expect(pickLanguage(undefined)).toBe('ko');
  });

  it('allows framing by the given origins only and keeps data out of the script', () => {
    expect(demoTableCsp('n', ['https://a.test', 'https://b.test'])).toContain('frame-ancestors https://a.test https://b.test');
    expect(demoTableCsp('n', [])).toContain("frame-ancestors 'none'");
    const html = demoTablePage({ gameTitle: 'X', providerTitle: 'Y', language: 'en', nonce: 'abc', allowedOrigins: ['https://a.test</script>'] });
    expect(html).not.toContain('https://a.test</script>');
    expect(html).toContain('<script nonce="abc">');
  });
});
