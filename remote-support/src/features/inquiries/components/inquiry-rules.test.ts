import { textLength, validateInquiry } from '@casino/shared';
import { hasErrors, inquiryFormErrors } from './inquiry-rules';

test('title and content are required; both missing gives the one combined message', () => {
  expect(inquiryFormErrors({ title: '', content: '' })).toEqual({ both: true });
  expect(inquiryFormErrors({ title: '  ', content: '\n' })).toEqual({ both: true });
  expect(inquiryFormErrors({ title: '', content: '내용' })).toEqual({ title: 'inquiry.errors.titleRequired' });
  expect(inquiryFormErrors({ title: '제목', content: ' ' })).toEqual({ content: 'inquiry.errors.contentRequired' });
});

test('title at most 100 characters, content at most 1000, counted as the server counts', () => {
  expect(inquiryFormErrors({ title: '가'.repeat(100), content: '나'.repeat(1000) })).toEqual({});
  expect(inquiryFormErrors({ title: '가'.repeat(101), content: 'x' })).toEqual({ title: 'inquiry.errors.titleTooLong' });
  expect(inquiryFormErrors({ title: 'x', content: 'x'.repeat(1001) })).toEqual({ content: 'inquiry.errors.contentTooLong' });
  expect(textLength('😀'.repeat(100))).toBe(100);
  expect(inquiryFormErrors({ title: '😀'.repeat(100), content: 'x' })).toEqual({});
});

test('the form accepts exactly what the server (validateInquiry) accepts', () => {
  const samples = ['', ' ', 'a', '가'.repeat(100), '가'.repeat(101), '😀'.repeat(100), '😀'.repeat(101), 'x'.repeat(1000), 'x'.repeat(1001)];
  for (const title of samples) {
    for (const content of samples) {
      expect([title.length, content.length, hasErrors(inquiryFormErrors({ title, content }))])
        .toEqual([title.length, content.length, validateInquiry({ title, content }) !== null]);
    }
  }
});
