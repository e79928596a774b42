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
