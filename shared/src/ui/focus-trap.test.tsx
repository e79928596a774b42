import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { focusableIn, FOCUS_WRAP_ATTR, useFocusTrap } from './focus-trap';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape: onClose });
  return (
    <div role="dialog" aria-label="game" ref={ref} tabIndex={-1}>
      <button type="button">menu</button>
      <input aria-label="bet" />
      <button type="button" onClick={onClose}>close</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>launch</button>
      <button type="button">behind</button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

test('focus moves in on open, Tab and Shift+Tab cycle inside, and it returns to the opener on close', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'launch' }));
  expect(screen.getByRole('button', { name: 'menu' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'bet' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
  await user.tab(); // wraps to the first control, never to the page behind
  expect(screen.getByRole('button', { name: 'menu' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'launch' })).toHaveFocus();
});

test('Escape closes; focus that lands behind the dialog is brought back', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'launch' }));
  screen.getByRole('button', { name: 'behind' }).focus();
  expect(screen.getByRole('button', { name: 'menu' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'launch' })).toHaveFocus();
});

test("a dialog's wrap-around stop is not one of its controls: Shift+Tab from the first goes to the last control", async () => {
  const user = userEvent.setup();
  function WithWrap() {
    const ref = useRef<HTMLDivElement>(null);
    useFocusTrap(ref);
    return (
      <div role="dialog" aria-label="game" ref={ref} tabIndex={-1}>
        <button type="button">menu</button>
        <button type="button">close</button>
        <span tabIndex={0} {...{ [FOCUS_WRAP_ATTR]: '' }} />
      </div>
    );
  }
  render(<WithWrap />);
  const dialog = screen.getByRole('dialog');
  expect(focusableIn(dialog).map((el) => el.textContent)).toEqual(['menu', 'close']);
  expect(screen.getByRole('button', { name: 'menu' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
});
