import { validateContact } from '@casino/shared';
import { contactErrors } from './contact-rules';

const valid = { name: '홍길동', email: 'hong@example.com', title: '제목', content: '내용' };

test('names each field\'s violation of the contract', () => {
  expect(contactErrors(valid)).toEqual({});
  expect(contactErrors({ name: ' ', email: '', title: '', content: '' })).toEqual({
    name: 'contact.errors.nameRequired', email: 'contact.errors.emailRequired',
    title: 'inquiry.errors.titleRequired', content: 'inquiry.errors.contentRequired',
  });
  expect(contactErrors({ name: '가'.repeat(51), email: 'a@b', title: 'x'.repeat(101), content: 'y'.repeat(1001) })).toEqual({
    name: 'contact.errors.nameTooLong', email: 'contact.errors.emailInvalid',
    title: 'inquiry.errors.titleTooLong', content: 'inquiry.errors.contentTooLong',
  });
});

test('the form accepts exactly what the server (validateContact) accepts', () => {
  const names = ['', ' ', '홍', `  ${'가'.repeat(50)}  `, '가'.repeat(51)];
  const emails = ['', 'hong@example.com', ' hong@example.com ', 'a@b', `${'a'.repeat(95)}@x.com`];
  const texts = ['', 'x', '😀'.repeat(100), '😀'.repeat(101), 'y'.repeat(1001)];
  for (const name of names) {
    for (const email of emails) {
      for (const text of texts) {
        const values = { name, email, title: text, content: text };
        expect([values, Object.keys(contactErrors(values)).length > 0]).toEqual([values, validateContact(values) !== null]);
      }
    }
  }
});
