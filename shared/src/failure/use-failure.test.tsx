import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { NetworkError } from '../api/errors';
import { renderWith, setupI18n } from '../testing/index';
import { failureFromError, failureFromResult, type Failure, type FailurePlace } from './failure';
import { useFailure } from './use-failure';

beforeAll(() => setupI18n('ko'));

let trigger: (failure: Failure, options?: Parameters<ReturnType<typeof useFailure>['show']>[1]) => void;

function Probe() {
  const failure = useFailure();
  const [place, setPlace] = useState<FailurePlace | null>(null);
  const [text, setText] = useState('');
  trigger = (f, options) => { setPlace(failure.show(f, options)); setText(failure.text(f)); };
  return <p data-testid="place">{place ? `${place.show}${'field' in place ? `:${place.field}` : ''} ${text}` : ''}</p>;
}

test('field and inline places are returned for the component, with the translated text', async () => {
  renderWith(<Probe />);
  act(() => trigger(failureFromResult({ code: 4001, msg: 'insufficient_balance' }), { fields: ['amount'], inline: true }));
  expect(screen.getByTestId('place')).toHaveTextContent('field:amount 보유 금액이 부족합니다.');
  act(() => trigger(failureFromResult({ code: 4030, msg: 'auth_failed' }), { inline: true }));
  expect(screen.getByTestId('place')).toHaveTextContent(/^inline /);
});

test('a toast carries the action\'s sentence; a redirect moves the router', async () => {
  renderWith(<Probe />, { path: '/account/register' });
  act(() => trigger(failureFromError(new NetworkError()), { inline: true, toast: (reason) => `가입 실패: ${reason}` }));
  expect(await screen.findByText('가입 실패: 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
  const before = jest.fn();
  act(() => trigger(failureFromResult({ code: 4030, msg: 'jurisdiction_blocked' }), { beforeRedirect: before }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/restricted'));
  expect(before).toHaveBeenCalled();
});
