import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResult, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureSupportNamespace } from '../../../i18n';
import { sendContact } from '../api/send-contact';
import { ContactForm } from './contact-form';

jest.mock('../api/send-contact');
const mockedSend = jest.mocked(sendContact);


beforeEach(async () => {
  await setupI18n('ko', ensureSupportNamespace, ['support']);
  jest.resetAllMocks();
});

async function fill(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await userEvent.clear(screen.getByTestId(`contact-${field}`));
    if (value) await userEvent.paste(value); // clear() leaves the focus in the field
  }
}

test('works for a visitor: every field is checked before sending', async () => {
  renderWith(<ContactForm />);
  await userEvent.click(screen.getByTestId('contact-submit'));
  expect(await screen.findByText('이름을 입력해 주세요.')).toBeInTheDocument();
  expect(screen.getByText('이메일 주소를 입력해 주세요.')).toBeInTheDocument();
  expect(screen.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
  expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
  await fill({ name: '방문자', email: 'not-mail' });
  expect(screen.getByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
  expect(mockedSend).not.toHaveBeenCalled();
  expect(screen.getByTestId('contact-reply-time')).toHaveTextContent('1~2일');
});

test('sends a valid message and confirms it', async () => {
  mockedSend.mockResolvedValue(okResult({ id: 1 }));
  renderWith(<ContactForm />);
  await fill({ name: '방문자', email: 'v@example.com', title: '가입 문의', content: '가입은 어떻게 하나요?' });
  await userEvent.click(screen.getByTestId('contact-submit'));
  await waitFor(() => expect(mockedSend).toHaveBeenCalledWith({ name: '방문자', email: 'v@example.com', title: '가입 문의', content: '가입은 어떻게 하나요?' }));
  expect(await screen.findByTestId('contact-sent')).toBeInTheDocument();
  expect(screen.getByTestId('contact-title')).toHaveValue('');
});

test('a member finds name and e-mail filled in; a rate limit is explained', async () => {
  mockedSend.mockResolvedValue(failResult(4290, 'too_many_requests'));
  renderWith(<ContactForm />, { store: makeStore({ member: true }) });
  expect(screen.getByTestId('contact-name')).toHaveValue('데모');
  expect(screen.getByTestId('contact-email')).toHaveValue('demo@example.com');
  await fill({ title: '문의', content: '내용' });
  await userEvent.click(screen.getByTestId('contact-submit'));
  expect(await screen.findByText(/문의를 보내지 못했습니다/)).toBeInTheDocument();
});
