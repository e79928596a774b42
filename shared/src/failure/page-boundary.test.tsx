// A page that throws while rendering: the failure panel in its place with a request id, the error reported once with
// that id, retry mounting the page afresh; the id is the server's when a request was refused while the page was shown.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../testing/index';
import { i18n } from '../i18n/index';
import { failureFromResult } from './failure';
import { PageBoundary, type PageErrorReport } from './page-boundary';

beforeAll(() => setupI18n('ko'));

let broken = true;
let mounts = 0;
function Page() {
  if (broken) throw new Error('page exploded');
  return <p data-testid="page">페이지</p>;
}
function Counted() {
  mounts += 1;
  return <Page />;
}

const renderPage = (props: { resetKey?: string; onReport?: (r: PageErrorReport) => void } = {}) => {
  const view = (p: typeof props) => (
    <I18nextProvider i18n={i18n}>
      <p data-testid="menu">메뉴</p>
      <PageBoundary page="home" newId={() => 'report-1'} {...p}><Counted /></PageBoundary>
    </I18nextProvider>
  );
  const result = render(view(props));
  return { ...result, rerenderWith: (p: typeof props) => result.rerender(view(p)) };
};

let errors: jest.SpyInstance;
beforeEach(() => {
  broken = true;
  mounts = 0;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

const pageReports = () => errors.mock.calls.filter(([line]) => typeof line === 'string' && line.startsWith('[page]'));

test('a page that throws shows the panel with an id made for the report; the rest of the app stays', () => {
  const reports: PageErrorReport[] = [];
  renderPage({ onReport: (r) => reports.push(r) });
  expect(screen.getByTestId('menu')).toBeInTheDocument();
  expect(screen.queryByTestId('page')).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent('이 화면을 표시하지 못했습니다');
  expect(screen.getByTestId('failure-request-id')).toHaveTextContent('요청 번호: report-1');
  expect(reports).toEqual([expect.objectContaining({ page: 'home', requestId: 'report-1', fromRequest: false })]);
  expect(reports[0]!.error.message).toBe('page exploded');
  expect(pageReports()).toEqual([[expect.stringContaining('[page] home threw while rendering (request report-1)'), expect.any(Error), expect.any(String)]]);
});

test('retry mounts the page afresh, which renders once it no longer throws', async () => {
  renderPage();
  const before = mounts;
  broken = false;
  await userEvent.click(screen.getByTestId('page-failure-retry'));
  expect(screen.getByTestId('page')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(mounts).toBeGreaterThan(before);
});

test('retry on a page that still throws shows the panel again, reported again', async () => {
  renderPage();
  await userEvent.click(screen.getByTestId('page-failure-retry'));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(pageReports()).toHaveLength(2);
});

test('a request the server refused while the page was shown: the panel shows its id', () => {
  failureFromResult({ code: 5000, msg: 'internal_error', requestId: 'before-the-page' });
  broken = false;
  const reports: PageErrorReport[] = [];
  const { rerenderWith } = renderPage({ onReport: (r) => reports.push(r) });
  act(() => { failureFromResult({ code: 5000, msg: 'internal_error', requestId: 'req-42' }); });
  broken = true;
  rerenderWith({ onReport: (r) => reports.push(r) });
  expect(screen.getByTestId('failure-request-id')).toHaveTextContent('요청 번호: req-42');
  expect(reports).toEqual([expect.objectContaining({ requestId: 'req-42', fromRequest: true })]);
});

test('a refusal from before the page was shown is not the page\'s: a new id', () => {
  failureFromResult({ code: 5000, msg: 'internal_error', requestId: 'older' });
  renderPage();
  expect(screen.getByTestId('failure-request-id')).toHaveTextContent('요청 번호: report-1');
});

test('going to another address clears the panel', () => {
  const { rerenderWith } = renderPage({ resetKey: '/a' });
  expect(screen.getByRole('alert')).toBeInTheDocument();
  broken = false;
  rerenderWith({ resetKey: '/b' });
  expect(screen.getByTestId('page')).toBeInTheDocument();
});
