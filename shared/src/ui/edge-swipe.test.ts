import { createEdgeSwipe } from './edge-swipe';

describe('edge swipe', () => {
  const setup = () => {
    const onSwipe = jest.fn();
    return { onSwipe, swipe: createEdgeSwipe(onSwipe, () => 390) };
  };

  it('opens on a leftward swipe that starts within 25 px of the right edge', () => {
    const { onSwipe, swipe } = setup();
    swipe.start({ x: 380, y: 300 });
    swipe.move({ x: 360, y: 305 });
    expect(onSwipe).not.toHaveBeenCalled();
    swipe.move({ x: 320, y: 310 });
    swipe.move({ x: 300, y: 310 });
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('ignores touches outside the zone, vertical scrolls and rightward moves', () => {
    const { onSwipe, swipe } = setup();
    swipe.start({ x: 360, y: 300 });
    swipe.move({ x: 200, y: 300 });
    swipe.start({ x: 385, y: 300 });
    swipe.move({ x: 330, y: 420 });
    swipe.start({ x: 370, y: 300 });
    swipe.move({ x: 389, y: 300 });
    swipe.end();
    swipe.move({ x: 100, y: 300 });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
