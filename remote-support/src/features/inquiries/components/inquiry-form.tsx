// Writing a one-to-one inquiry: title and content with character counters, the rules of spec §5 checked on
// submit and then live, the server's own verdict shown where the failure catalogue says (its field, else a toast), and the usual reply time next to it.
import { Alert, App, Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, textLength, useFailure } from '@casino/shared';
import { NS } from '../../../i18n';
import type { InquiryStore } from '../stores/inquiry-store';
import { hasErrors, inquiryFormErrors } from './inquiry-rules';

type Field = 'title' | 'content';
const FIELDS: readonly Field[] = ['title', 'content'];

export const InquiryForm = observer(function InquiryForm({ store }: { store: InquiryStore }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();
  const [values, setValues] = useState({ title: '', content: '' });
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<{ field: Field; text: string } | null>(null);
  const errors = tried ? inquiryFormErrors(values) : {};

  const help = (field: Field) => {
    if (errors[field]) return t(errors[field]!);
    if (serverError?.field === field) return serverError.text;
    return undefined;
  };
  const status = (field: Field) => (errors.both || help(field) ? 'error' : undefined);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };

  const submit = async () => {
    setTried(true);
    if (hasErrors(inquiryFormErrors(values))) return;
    const res = await store.submit(values);
    if (res.ok) {
      setValues({ title: '', content: '' });
      setTried(false);
      setServerError(null);
      void message.success(t('inquiry.submitted'));
      return;
    }
    const place = failure.show(res.failure, { fields: FIELDS, toast: (reason) => t('inquiry.submitFailed', { reason }) });
    if (place.show === 'field') setServerError({ field: place.field as Field, text: failure.text(res.failure) });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="inquiry-form" requiredMark>
      {errors.both && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('inquiry.errors.bothRequired')} data-testid="inquiry-form-error" />}
      <Form.Item label={t('inquiry.titleLabel')} htmlFor="inquiry-title" required validateStatus={status('title')} help={help('title')}>
        <Input
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
          id="inquiry-title"
          placeholder={t('inquiry.titlePlaceholder')}
          count={{ show: true, max: INQUIRY_TITLE_MAX, strategy: textLength }}
          data-testid="inquiry-title"
        />
      </Form.Item>
      <Form.Item label={t('inquiry.contentLabel')} htmlFor="inquiry-content" required validateStatus={status('content')} help={help('content')}>
        <Input.TextArea
          value={values.content}
          onChange={(e) => change('content', e.target.value)}
          id="inquiry-content"
          placeholder={t('inquiry.contentPlaceholder')}
          autoSize={{ minRows: 5, maxRows: 12 }}
          count={{ show: true, max: INQUIRY_CONTENT_MAX, strategy: textLength }}
          data-testid="inquiry-content"
        />
      </Form.Item>
      <p className="support-hint" data-testid="inquiry-reply-time">{t('common.replyTime')}</p>
      <Button type="primary" htmlType="submit" loading={store.isSubmitting} block data-testid="inquiry-submit">{t('inquiry.submit')}</Button>
    </Form>
  );
});
