// A host page that throws (router.tsx's frame): the shared failure panel inside the page's layout, so the app bar
// stays usable; retry mounts the page again, and the error is reported (logged, and sent to the server) with the id
// the panel shows.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, Paths, registerNamespace } from '@casino/shared';
import { renderWith, setupI18n } from '@casino/shared/testing';
import { frame } from './router';

beforeAll(() => setupI18n('ko', () => registerNamespace('host', (lng) => import(`../locales/${lng}.json`)), ['host']));

let broken = true;
function Page() {
  if (broken) throw new Error('host page exploded');
  return <p data-testid="host-page">약관</p>;
}

test('a host page that throws shows the panel in its layout; retry renders it once it no longer throws', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const sent = jest.spyOn(api, 'post').mockResolvedValue({ ok: true, code: 0, msg: '', data: {}, httpStatus: 200 });
  try {
    renderWith(frame('fullpage-type-a', <Page />, 'etc-info'), { path: '/etc/terms' });
    // the layout and its app bar are still there, the page is not
    expect(screen.getByTestId('layout-fullpage-type-a')).toBeInTheDocument();
    expect(screen.getByTestId('login-button')).toBeInTheDocument();
    expect(screen.queryByTestId('host-page')).toBeNull();
    expect(screen.getByTestId('page-failure')).toHaveTextContent('이 화면을 표시하지 못했습니다');
    const id = screen.getByTestId('failure-request-id').textContent!.replace('요청 번호: ', '');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // reported like a remote's render error: logged with the page's name and the id shown
    expect(errors.mock.calls.some(([line]) => line === `[page] etc-info threw while rendering (request ${id})`)).toBe(true);
    // … and sent to the server once (POST /api/page-errors), with the page, the id and the error
    expect(sent.mock.calls.filter(([path]) => path === Paths.pageErrors)).toEqual([[Paths.pageErrors, {
      app: 'host', page: 'etc-info', request_id: id, from_request: false, error: 'Error: host page exploded', version: '0.0.0-test',
    }]]);
    broken = false;
    await userEvent.click(screen.getByTestId('page-failure-retry'));
    expect(screen.getByTestId('host-page')).toBeInTheDocument();
    expect(screen.queryByTestId('page-failure')).toBeNull();
  } finally {
    errors.mockRestore();
    sent.mockRestore();
  }
});
