// Toasts are announced: the site's one toast host (antd's App, as app.tsx sets it up) renders each toast in a
// live region, so a screen reader reads it out without the focus moving.
import { act, render, screen } from '@testing-library/react';
import { App as AntApp, Button } from 'antd';
import userEvent from '@testing-library/user-event';
import { TOAST_MS } from '@casino/shared';

function Page() {
  const { message } = AntApp.useApp();
  return <Button onClick={() => { void message.success('입금 신청이 접수되었습니다'); }}>go</Button>;
}

test('a toast is a live region (role alert) with its text', async () => {
  render(<AntApp message={{ duration: TOAST_MS / 1000, maxCount: 3 }}><Page /></AntApp>);
  await userEvent.click(screen.getByRole('button', { name: 'go' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('입금 신청이 접수되었습니다');
  expect(screen.getByRole('button', { name: 'go' })).toHaveFocus(); // announced without taking the focus
  await act(async () => undefined);
});

// The host's own toasts (components/toast-region.tsx), for the parts drawn without antd: a polite live region for
// information and warnings, an assertive one for errors; each gone after TOAST_MS; at most three at once.
test('the host toasts: announced, gone after TOAST_MS, three at most', async () => {
  const { ToastRegion } = await import('../components/toast-region');
  const { useToaster } = await import('@casino/shared');
  jest.useFakeTimers();
  let toaster: ReturnType<typeof useToaster> | undefined;
  function Probe() { toaster = useToaster(); return null; }
  render(<ToastRegion><Probe /></ToastRegion>);
  act(() => { toaster!.info('입금이 승인되었습니다', { className: 'live-toast' }); toaster!.error('출금에 실패했습니다'); });
  expect(screen.getByRole('status')).toHaveTextContent('입금이 승인되었습니다');
  expect(screen.getByRole('status').querySelector('.live-toast')).not.toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent('출금에 실패했습니다');
  act(() => { for (const n of [1, 2, 3]) toaster!.warning(`알림 ${n}`); });
  expect(document.querySelectorAll('.casino-toast')).toHaveLength(3);
  expect(screen.queryByText('입금이 승인되었습니다')).toBeNull(); // the oldest made way
  act(() => { jest.advanceTimersByTime(TOAST_MS); });
  expect(document.querySelectorAll('.casino-toast')).toHaveLength(0);
  jest.useRealTimers();
});
