import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, OperatorPaths } from '@casino/shared/contract';
import { NoticesTab } from './notices-tab';
import { ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

describe('notices tab: the notice form', () => {
  it('allows the contract\'s lengths (title 200, content 10,000 characters) and posts a title longer than 100', async () => {
    const { store, calls } = storeFor('support', {
      [`GET ${OperatorPaths.notices}`]: ok({ list: [], total: 0 }),
      [`POST ${OperatorPaths.notices}`]: ok({ id: 1 }),
    });
    renderConsole(<NoticesTab />, store, '/support');
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    const content = within(dialog).getByLabelText('Content');
    expect(title).toHaveAttribute('maxlength', String(NOTICE_TITLE_MAX));
    expect(content).toHaveAttribute('maxlength', String(NOTICE_CONTENT_MAX));
    expect([NOTICE_TITLE_MAX, NOTICE_CONTENT_MAX]).toEqual([200, 10_000]);

    const long = '공지'.repeat(75); // 150 characters: over the old form's 100, within the contract's 200
    fireEvent.change(title, { target: { value: long } });
    fireEvent.change(content, { target: { value: 'x'.repeat(6000) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === OperatorPaths.notices)).toBe(true));
    const sent = calls.find((c) => c.method === 'POST' && c.path === OperatorPaths.notices)!.body as { title: string; content: string };
    expect(sent.title).toBe(long);
    expect(sent.content).toHaveLength(6000);
  });
});
