import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KycDocument, KycView, Result } from '@casino/shared';
import { setupI18n, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../../../i18n';
import { getKyc, uploadKycDocument } from '../api/kyc';
import { KycSection } from './kyc-section';

jest.mock('../api/kyc', () => ({ getKyc: jest.fn(), uploadKycDocument: jest.fn(), downloadKycDocument: jest.fn() }));
const getMock = getKyc as jest.MockedFunction<typeof getKyc>;
const uploadMock = uploadKycDocument as jest.MockedFunction<typeof uploadKycDocument>;

const answer = <T,>(r: Partial<Result<T>>): Result<T> => ({ ok: true, code: 0, msg: '', data: undefined as T, httpStatus: 200, ...r });
const DOC: KycDocument = { id: 3, kind: 'identity', mime: 'image/png', size: 100, sha256: 'a'.repeat(64), created_at: '2026-01-01T09:00:00Z', decision: null };
const view = (extra: Partial<KycView> = {}): KycView => ({ kyc_status: 'unverified', reason: null, documents: [], max_bytes: 5 * 1024 * 1024, ...extra });

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { jest.resetAllMocks(); });

const choose = (name: string, bytes = 'x') => {
  const file = new File([bytes], name, { type: 'image/png' });
  fireEvent.change(screen.getByTestId('kyc-file'), { target: { files: [file] } });
  return file;
};

test('uploads the chosen file as the chosen kind and shows the new state', async () => {
  getMock.mockResolvedValueOnce(answer({ data: view() })).mockResolvedValueOnce(answer({ data: view({ kyc_status: 'pending', documents: [DOC] }) }));
  uploadMock.mockResolvedValue(answer({ data: DOC }));
  renderWith(<KycSection />);
  expect(await screen.findByTestId('kyc-state')).toHaveTextContent('미인증');
  expect(screen.getByTestId('kyc-upload')).toBeDisabled();
  expect(screen.getByLabelText('파일')).toBe(screen.getByTestId('kyc-file'));
  const file = choose('id.png');
  fireEvent.click(screen.getByTestId('kyc-upload'));
  expect(await screen.findByTestId('kyc-upload-done')).toHaveTextContent('서류가 접수되었습니다');
  expect(uploadMock).toHaveBeenCalledWith('identity', file);
  expect(screen.getByTestId('kyc-state')).toHaveTextContent('확인 중');
  expect(screen.getByTestId('kyc-document-3')).toHaveTextContent('확인 대기 중');
});

test('a file refused by its content shows why under the form', async () => {
  getMock.mockResolvedValue(answer({ data: view() }));
  uploadMock.mockResolvedValue(answer({ ok: false, code: 4001, msg: 'kyc_file_type', field: 'file' } as Partial<Result<KycDocument>>));
  renderWith(<KycSection />);
  await screen.findByTestId('kyc-state');
  choose('photo.png', '<html></html>');
  fireEvent.click(screen.getByTestId('kyc-upload'));
  expect(await screen.findByTestId('kyc-upload-error')).toHaveTextContent('JPEG, PNG, WebP 또는 PDF 파일만 올릴 수 있습니다.');
});

test('a rejection shows its reason; once verified there is no upload form', async () => {
  getMock.mockResolvedValueOnce(answer({ data: view({ kyc_status: 'rejected', reason: '사진이 흐립니다', documents: [{ ...DOC, decision: 'reject' }] }) }));
  const { unmount } = renderWith(<KycSection />);
  expect(await screen.findByTestId('kyc-reason')).toHaveTextContent('사진이 흐립니다');
  expect(screen.getByTestId('kyc-state')).toHaveTextContent('반려됨');
  expect(screen.getByTestId('kyc-document-3')).toHaveTextContent('확인 완료');
  unmount();
  getMock.mockResolvedValueOnce(answer({ data: view({ kyc_status: 'verified' }) }));
  renderWith(<KycSection />);
  await waitFor(() => expect(screen.getByTestId('kyc-state')).toHaveTextContent('인증 완료'));
  expect(screen.queryByTestId('kyc-upload')).toBeNull();
});
