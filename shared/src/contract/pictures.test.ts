import { CARD_PICTURE_WIDTHS, cardPictureHeight, cardPictureOf, parsePictureFile, pictureFileName, pictureSrcSet, pictureUrl } from './pictures';

describe('card pictures (issue 48 §3)', () => {
  it('are made at 1×, 2× and 3× the card\'s 160 px, in its 5:3 aspect', () => {
    expect(CARD_PICTURE_WIDTHS).toEqual([160, 320, 480]);
    expect(CARD_PICTURE_WIDTHS.map(cardPictureHeight)).toEqual([96, 192, 288]);
  });

  it('builds URLs and a srcset with width descriptors, the title URL-encoded', () => {
    expect(pictureUrl('https://s.test/static', 'bg', '오로라 Live', 320, 'avif')).toBe('https://s.test/static/common/bg/%EC%98%A4%EB%A1%9C%EB%9D%BC%20Live.320w.avif');
    expect(pictureSrcSet('https://s.test/static', 'bg', 'A/B', 'webp')).toBe(
      'https://s.test/static/common/bg/A%2FB.160w.webp 160w, https://s.test/static/common/bg/A%2FB.320w.webp 320w, https://s.test/static/common/bg/A%2FB.480w.webp 480w');
  });

  it("reads a provider card's background URL back as its static host and title; anything else is none", () => {
    expect(cardPictureOf('https://s.test/static/common/bg/%EC%98%A4%EB%A1%9C%EB%9D%BC%20Live.png')).toEqual({ staticUrl: 'https://s.test/static', title: '오로라 Live' });
    expect(cardPictureOf('/static/common/bg/House.png')).toEqual({ staticUrl: '/static', title: 'House' });
    for (const other of [undefined, '', 'https://s.test/static/common/logo/House.png', 'https://s.test/static/common/bg/House.320w.avif', 'https://cdn.test/bg/a.jpg', 'https://s.test/static/common/bg/%E0%A4%A.png']) {
      expect(cardPictureOf(other)).toBeNull();
    }
  });

  it('reads a file name back, and nothing that is not a variant it makes', () => {
    expect(parsePictureFile(decodeURIComponent(pictureFileName('Aurora Live.v2', 480, 'png')))).toEqual({ title: 'Aurora Live.v2', width: 480, format: 'png' });
    expect(parsePictureFile('Aurora.160w.avif')).toEqual({ title: 'Aurora', width: 160, format: 'avif' });
    expect(parsePictureFile('Aurora.200w.avif')).toBeNull();
    expect(parsePictureFile('Aurora.160w.gif')).toBeNull();
    expect(parsePictureFile('Aurora.png')).toBeNull();
    expect(parsePictureFile('.160w.avif')).toBeNull();
  });
});
