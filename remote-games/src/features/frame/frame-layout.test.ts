import { frameLayout, originOf } from './frame-layout';

describe('game frame layout', () => {
  it('is 80 % wide, or 100 % stretched, and window − 80 px high on desktop', () => {
    expect(frameLayout({ windowWidth: 1280, windowHeight: 800, stretched: false, fullscreen: false }))
      .toEqual({ mobile: false, width: '80%', iframeHeight: '720px', showStretch: true });
    expect(frameLayout({ windowWidth: 1280, windowHeight: 800, stretched: true, fullscreen: false }).width).toBe('100%');
  });

  it('is always full width on mobile, without the stretch button', () => {
    expect(frameLayout({ windowWidth: 390, windowHeight: 844, stretched: false, fullscreen: false }))
      .toEqual({ mobile: true, width: '100%', iframeHeight: '764px', showStretch: false });
  });

  it('fills the screen in fullscreen, without the stretch button', () => {
    const layout = frameLayout({ windowWidth: 1280, windowHeight: 800, stretched: false, fullscreen: true });
    expect(layout.width).toBe('100%');
    expect(layout.showStretch).toBe(false);
    expect(layout.iframeHeight).toBe('calc(100vh - 48px)');
  });

  it('finds a launch URL\'s origin', () => {
    expect(originOf('https://api.test:4000/games/launch/x')).toBe('https://api.test:4000');
    expect(originOf('not a url')).toBe('');
  });
});
