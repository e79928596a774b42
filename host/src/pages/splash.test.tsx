import { act, render, screen } from '@testing-library/react';
import Splash, { SPLASH_MESSAGES } from './splash';

test('rotates the four Korean messages every 80 ms from the data text, then redirects to /home at 500 ms', () => {
  jest.useFakeTimers();
  const redirect = jest.fn();
  // An inline callback (a new function on every render) must not restart the 500 ms timer.
  render(<Splash redirect={(url) => redirect(url)} />);
  const text = () => screen.getByTestId('splash-text').textContent;
  expect(text()).toBe('데이터 초기화 중입니다');
  act(() => { jest.advanceTimersByTime(80); });
  expect(text()).toBe(SPLASH_MESSAGES[1]);
  act(() => { jest.advanceTimersByTime(240); });
  expect(text()).toBe(SPLASH_MESSAGES[0]);
  expect(redirect).not.toHaveBeenCalled();
  act(() => { jest.advanceTimersByTime(180); });
  expect(redirect).toHaveBeenCalledWith('/home');
  expect(SPLASH_MESSAGES).toHaveLength(4);
  jest.useRealTimers();
});

test('with prefers-reduced-motion the message stays still; screen readers hear one steady status', () => {
  jest.useFakeTimers();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  const redirect = jest.fn();
  render(<Splash redirect={redirect} />);
  act(() => { jest.advanceTimersByTime(320); });
  expect(screen.getByTestId('splash-text')).toHaveTextContent(SPLASH_MESSAGES[0]);
  expect(screen.getByRole('status')).toHaveTextContent(SPLASH_MESSAGES[0]);
  act(() => { jest.advanceTimersByTime(180); });
  expect(redirect).toHaveBeenCalledWith('/home');
  window.matchMedia = original;
  jest.useRealTimers();
});
