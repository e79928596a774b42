// The failure panel shows the request id the server gave the failed call (X-Request-Id, carried by the client's
// Result into the Failure), translated, so a member can quote it to support; a toast carries it too.
import { act, screen } from '@testing-library/react';
import { renderWith, setupI18n } from '../testing/index';
import { i18n } from '../i18n/index';
import { ToasterContext, useFailure, type Toaster } from './use-failure';
import { failureFromError, failureFromResult, type Failure } from './failure';
import { FailureNotice } from './failure-notice';
import { NetworkError } from '../api/errors';

beforeAll(() => setupI18n('ko'));

const ID = '6f1c2a9e-33b0-4d55-9a7e-0c8b1f2d4e5a';

test('the panel shows the reason and the request id the server named', () => {
  renderWith(<FailureNotice failure={failureFromResult({ code: 5000, msg: 'internal_error', requestId: ID })} />);
  const panel = screen.getByRole('alert');
  expect(panel).toHaveTextContent('서버 내부 오류가 발생했습니다.');
  expect(screen.getByTestId('failure-request-id')).toHaveTextContent(`요청 번호: ${ID}`);
  expect(panel).toHaveTextContent('고객센터에 문의하실 때 이 번호를 알려 주세요.');
});

test('in another language the label is translated, the id is the same', async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
  try {
    renderWith(<FailureNotice failure={failureFromResult({ code: 4001, msg: 'insufficient_balance', requestId: ID })} />);
    expect(screen.getByTestId('failure-request-id')).toHaveTextContent(`Request ID: ${ID}`);
  } finally {
    await act(async () => { await i18n.changeLanguage('ko'); });
  }
});

test('without an id (a failure before any answer) the panel shows the reason only', () => {
  renderWith(<FailureNotice failure={failureFromError(new NetworkError())} />);
  expect(screen.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다');
  expect(screen.queryByTestId('failure-request-id')).toBeNull();
});

test('a failure shown as a toast carries the request id after the sentence', () => {
  const toasts: string[] = [];
  const toaster: Toaster = { error: (text) => toasts.push(text), warning: () => undefined, info: () => undefined };
  let show!: (failure: Failure) => void;
  function Probe() {
    const failure = useFailure();
    show = (f) => { failure.show(f, { toast: (reason) => `출금 실패: ${reason}` }); };
    return null;
  }
  renderWith(<ToasterContext.Provider value={toaster}><Probe /></ToasterContext.Provider>);
  act(() => show(failureFromResult({ code: 5000, msg: 'internal_error', requestId: ID })));
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatch(new RegExp(`^출금 실패: .+ \\(요청 번호: ${ID}\\)$`));
});
