import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type Inquiry } from '@casino/shared';
import { failResult, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureSupportNamespace } from '../../../i18n';
import { createInquiry } from '../api/create-inquiry';
import { deleteInquiry } from '../api/delete-inquiry';
import { getInquiries } from '../api/get-inquiries';
import { InquiryBox } from './inquiry-box';

jest.mock('../api/get-inquiries');
jest.mock('../api/create-inquiry');
jest.mock('../api/delete-inquiry');
const mockedGet = jest.mocked(getInquiries);
const mockedCreate = jest.mocked(createInquiry);
const mockedDelete = jest.mocked(deleteInquiry);

const XSS = '<img src=x onerror=alert(1)>';
const inquiry = (over: Partial<Inquiry>): Inquiry => ({
  id: 1, title: '제목', content: '내용', status: 'pending', answer: '', created_at: '2026-03-01T01:00:00.000Z', answered_at: '', ...over,
});

/** Puts text into a field the fast way (a paste; typing key by key is slow in jsdom). */
async function typeInto(testId: string, text: string) {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.paste(text);
}


beforeEach(async () => {
  await setupI18n('ko', ensureSupportNamespace, ['support']);
  jest.resetAllMocks();
  mockedGet.mockResolvedValue(okResult({ list: [], total: 0 }));
});

async function renderBox() {
  renderWith(<InquiryBox />, { store: makeStore({ member: true }) });
  await screen.findByTestId('inquiry-form');
  await waitFor(() => expect(mockedGet).toHaveBeenCalled());
}

test('empty submit shows the combined message and sends nothing', async () => {
  await renderBox();
  await userEvent.click(screen.getByTestId('inquiry-submit'));
  expect(await screen.findByTestId('inquiry-form-error')).toHaveTextContent('제목과 내용을 모두 입력해 주세요.');
  expect(mockedCreate).not.toHaveBeenCalled();
  // typing a title leaves only the content rule
  await typeInto('inquiry-title', '출금 문의');
  expect(screen.queryByTestId('inquiry-form-error')).not.toBeInTheDocument();
  expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
});

test('a missing title says so, translated (English: "Please enter a title.")', async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
  await renderBox();
  await typeInto('inquiry-content', 'Where is my withdrawal?');
  await userEvent.click(screen.getByTestId('inquiry-submit'));
  expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
  expect(screen.getByTestId('inquiry-reply-time')).toHaveTextContent('Our support team usually replies within 1 to 2 days.');
  expect(mockedCreate).not.toHaveBeenCalled();
});

test('counts characters and refuses more than 100 in the title and 1000 in the content', async () => {
  await renderBox();
  const title = screen.getByTestId('inquiry-title');
  await userEvent.click(title);
  await userEvent.paste('가'.repeat(101));
  await userEvent.click(screen.getByTestId('inquiry-content'));
  await userEvent.paste('x'.repeat(1001));
  expect(screen.getByText('101 / 100')).toBeInTheDocument();
  expect(screen.getByText('1001 / 1000')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('inquiry-submit'));
  expect(await screen.findByText('제목은 최대 100자까지 입력할 수 있습니다.')).toBeInTheDocument();
  expect(screen.getByText('내용은 최대 1,000자까지 입력할 수 있습니다.')).toBeInTheDocument();
  expect(mockedCreate).not.toHaveBeenCalled();
});

test('a valid inquiry is sent, the form clears and the list reloads', async () => {
  mockedCreate.mockResolvedValue(okResult({ id: 7 }));
  await renderBox();
  mockedGet.mockResolvedValue(okResult({ list: [inquiry({ id: 7, title: '출금 문의', content: '첫 줄\n둘째 줄' })], total: 1 }));
  await typeInto('inquiry-title', '출금 문의');
  await typeInto('inquiry-content', '첫 줄\n둘째 줄');
  await userEvent.click(screen.getByTestId('inquiry-submit'));
  await waitFor(() => expect(mockedCreate).toHaveBeenCalledWith({ title: '출금 문의', content: '첫 줄\n둘째 줄' }));
  expect(await screen.findByTestId('inquiry-7')).toHaveTextContent('답변 대기');
  expect(screen.getByTestId('inquiry-title')).toHaveValue('');
});

test('the server\'s verdict is shown on its field, translated', async () => {
  mockedCreate.mockResolvedValue(failResult(4001, 'title_too_long', 'title'));
  await renderBox();
  await typeInto('inquiry-title', 'x');
  await typeInto('inquiry-content', 'y');
  await userEvent.click(screen.getByTestId('inquiry-submit'));
  expect(await screen.findByText('제목은 100자 이내로 입력해 주세요.')).toBeInTheDocument();
});

test('lists status, dates and the answer; text with HTML stays text', async () => {
  mockedGet.mockResolvedValue(okResult({
    list: [
      inquiry({ id: 2, title: XSS, content: `${XSS}\n다음 줄`, status: 'answered', answer: '처리했습니다.\n감사합니다.', answered_at: '2026-03-02T02:00:00.000Z' }),
      inquiry({ id: 1 }),
    ],
    total: 2,
  }));
  const { container } = renderWith(<InquiryBox />, { store: makeStore({ member: true }) });
  const answered = await screen.findByTestId('inquiry-2');
  expect(within(answered).getByTestId('inquiry-item-title').textContent).toBe(XSS);
  expect(within(answered).getByTestId('inquiry-status')).toHaveTextContent('답변 완료');
  expect(within(answered).getByTestId('inquiry-answered-at')).toHaveTextContent('답변일');
  expect(within(screen.getByTestId('inquiry-1')).getByTestId('inquiry-status')).toHaveTextContent('답변 대기');
  await userEvent.click(within(answered).getByTestId('inquiry-item-title'));
  const answer = await screen.findByTestId('inquiry-answer');
  expect(answer).toHaveTextContent('처리했습니다.');
  expect(screen.getByTestId('inquiry-item-content').textContent).toBe(`${XSS}\n다음 줄`);
  expect(container.querySelector('img')).toBeNull();
});

test('delete asks first; a failure is explained', async () => {
  mockedGet.mockResolvedValue(okResult({ list: [inquiry({ id: 3 })], total: 1 }));
  mockedDelete.mockResolvedValue(failResult(5005, 'item_not_found'));
  renderWith(<InquiryBox />, { store: makeStore({ member: true }) });
  await userEvent.click(await screen.findByTestId('inquiry-delete-3'));
  await screen.findByText('이 문의를 삭제할까요?');
  await userEvent.click(screen.getAllByRole('button', { name: '삭제' }).at(-1)!); // the confirmation's button
  await waitFor(() => expect(mockedDelete).toHaveBeenCalledWith(3));
  expect(await screen.findByText(/문의를 삭제하지 못했습니다/)).toBeInTheDocument();
});

test('a list that cannot load says so and retries', async () => {
  mockedGet.mockRejectedValueOnce(new Error('boom'));
  renderWith(<InquiryBox />, { store: makeStore({ member: true }) });
  expect(await screen.findByTestId('inquiry-load-failed')).toHaveTextContent('문의 내역을 불러오지 못했습니다.');
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  await waitFor(() => expect(screen.queryByTestId('inquiry-load-failed')).not.toBeInTheDocument());
});
