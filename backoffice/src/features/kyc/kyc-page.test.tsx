import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KycMemberFile, KycQueueRow } from '@casino/shared/contract';
import { KycPage } from './kyc-page';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const row = (memberId: number, extra: Partial<KycQueueRow> = {}): KycQueueRow => ({
  member_id: memberId, username: `member${memberId}`, nickname: `nick${memberId}`, kyc_status: 'pending', waiting: 1,
  first_waiting_at: '2026-01-01T09:00:00Z', last_waiting_at: '2026-01-01T09:00:00Z', ...extra,
});
const memberFile = (memberId: number, extra: Partial<KycMemberFile> = {}): KycMemberFile => ({
  member_id: memberId, username: `member${memberId}`, nickname: `nick${memberId}`, kyc_status: 'pending', reason: null,
  verified_name: null, bank_holder: '김민수', max_bytes: 5 * 1024 * 1024,
  documents: [{ id: 31, kind: 'identity', mime: 'image/png', size: 2048, sha256: 'a'.repeat(64), created_at: '2026-01-01T09:00:00Z', decision: null }],
  reviews: [{ id: 4, decision: 'more_needed', reason: '주소 증빙이 필요합니다', verified_name: null, operator: 'operator-compliance', created_at: '2025-12-30T09:00:00Z' }],
  ...extra,
});

describe('KYC review page', () => {
  it('lists the waiting members, opens a file with its documents and history, and approves with the verified name', async () => {
    const { store, calls } = storeFor('compliance', {
      'GET /operator/kyc/queue': ok({ list: [row(5), row(6)] }),
      'GET /operator/kyc/members/5': ok(memberFile(5)),
      'POST /operator/kyc/members/5/decision': ok(memberFile(5, { kyc_status: 'verified' })),
    });
    renderConsole(<KycPage />, store, '/kyc');
    expect(await screen.findByTestId('kyc-row-5')).toHaveTextContent('member5');
    expect(screen.getByTestId('kyc-row-6')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('kyc-open-5'));
    const file = await screen.findByTestId('kyc-file');
    expect(within(file).getByTestId('kyc-documents')).toHaveTextContent('image/png');
    expect(within(file).getByTestId('kyc-reviews')).toHaveTextContent('주소 증빙이 필요합니다');
    expect(within(file).getByTestId('kyc-reviews')).toHaveTextContent('operator-compliance');
    // the verified name starts as the account holder's, and the operator may correct it
    const name = within(file).getByTestId('kyc-verified-name');
    expect(name).toHaveValue('김민수');
    fireEvent.change(name, { target: { value: '김 민수' } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(screen.queryByTestId('kyc-row-5')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ decision: 'approve', verified_name: '김 민수' });
    expect(post?.headers['X-Sequence']).toBeTruthy();
    expect(screen.getByTestId('kyc-row-6')).toBeInTheDocument();
  });

  it('a rejection needs a reason, which is sent; a refusal is shown', async () => {
    const { store, calls } = storeFor('compliance', {
      'GET /operator/kyc/queue': ok({ list: [row(5)] }),
      'GET /operator/kyc/members/5': ok(memberFile(5)),
      'POST /operator/kyc/members/5/decision': fail(4001, 'kyc_not_pending'),
    });
    renderConsole(<KycPage />, store, '/kyc');
    fireEvent.click(await screen.findByTestId('kyc-open-5'));
    await screen.findByTestId('kyc-file');
    fireEvent.click(screen.getByTestId('kyc-decision-reject'));
    expect(screen.getByTestId('kyc-submit')).toBeDisabled();
    fireEvent.change(screen.getByTestId('kyc-reason'), { target: { value: '사진이 흐립니다' } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('The member has no documents waiting for a decision.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: '사진이 흐립니다' });
  });

  it('is live: a new upload anywhere loads the queue again', async () => {
    let list = [row(5)];
    const { store } = storeFor('compliance', { 'GET /operator/kyc/queue': () => ok({ list }) });
    renderConsole(<KycPage />, store, '/kyc');
    await screen.findByTestId('kyc-row-5');
    list = [row(5), row(9)];
    act(() => store.live.receive({ event: 'message', data: JSON.stringify({ type: 'kyc.submitted', data: { id: 77, member_id: 9 } }) }));
    expect(await screen.findByTestId('kyc-row-9')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-queue-count')).toHaveTextContent('2');
  });
});
