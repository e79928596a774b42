import { onFirstScreen } from './card-grid';

describe('onFirstScreen', () => {
  const screenHeight = Object.getOwnPropertyDescriptor(window.screen, 'height') ?? Object.getOwnPropertyDescriptor(Screen.prototype, 'height');
  const innerHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
  afterEach(() => {
    if (screenHeight) Object.defineProperty(window.screen, 'height', screenHeight);
    if (innerHeight) Object.defineProperty(window, 'innerHeight', innerHeight);
  });

  it("counts a screen's height of rows as the first screen, without asking the window's height (a layout in a render)", () => {
    Object.defineProperty(window.screen, 'height', { configurable: true, get: () => 800 });
    const windowRead = jest.fn(() => 800);
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: windowRead });
    // rows of 212 px (a card and the gap): 800 px hold parts of 4 rows, two cards a row
    expect(onFirstScreen(0, 2, 212)).toBe(true);
    expect(onFirstScreen(7, 2, 212)).toBe(true);
    expect(onFirstScreen(8, 2, 212)).toBe(false);
    expect(windowRead).not.toHaveBeenCalled();
  });
});
