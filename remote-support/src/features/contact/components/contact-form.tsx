// The customer inquiry form: works for visitors (no login); a logged-in member finds name and e-mail filled in.
import { Alert, App, Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attempt, CONTACT_NAME_MAX, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, textLength, useFailure, useStores, type ContactRequest,
} from '@casino/shared';
import { NS } from '../../../i18n';
import { sendContact } from '../api/send-contact';
import { contactErrors } from './contact-rules';

type Field = keyof ContactRequest;
const FIELDS: readonly Field[] = ['name', 'email', 'title', 'content'];

export const ContactForm = observer(function ContactForm() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();
  const { session } = useStores();
  const [values, setValues] = useState<ContactRequest>(() => ({
    name: session.info?.name ?? '', email: session.info?.email ?? '', title: '', content: '',
  }));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<{ field: Field; text: string } | null>(null);
  const errors = tried ? contactErrors(values) : {};

  const help = (f: Field) => (errors[f] ? t(errors[f]!) : serverError?.field === f ? serverError.text : undefined);
  const item = (f: Field) => ({ validateStatus: help(f) ? ('error' as const) : undefined, help: help(f), required: true });
  const change = (f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setSent(false);
    if (serverError?.field === f) setServerError(null);
  };

  const submit = async () => {
    setTried(true);
    if (Object.keys(contactErrors(values)).length > 0) return;
    setSending(true);
    const res = await attempt(() => sendContact(values));
    setSending(false);
    if (res.ok) {
      setValues((v) => ({ ...v, title: '', content: '' }));
      setTried(false);
      setSent(true);
      void message.success(t('contact.sent'));
      return;
    }
    const place = failure.show(res.failure, { fields: FIELDS, toast: (reason) => t('contact.failed', { reason }) });
    if (place.show === 'field') setServerError({ field: place.field as Field, text: failure.text(res.failure) });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="contact-form">
      <p className="support-hint">{t('contact.intro')}</p>
      {sent && <Alert type="success" showIcon style={{ marginBottom: 12 }} title={t('contact.sent')} data-testid="contact-sent" />}
      <Form.Item label={t('contact.name')} htmlFor="contact-name" {...item('name')}>
        <Input value={values.name} onChange={(e) => change('name', e.target.value)} autoComplete="name"
          count={{ max: CONTACT_NAME_MAX, strategy: textLength }} id="contact-name" data-testid="contact-name" />
      </Form.Item>
      <Form.Item label={t('contact.email')} htmlFor="contact-email" {...item('email')}>
        <Input type="email" value={values.email} onChange={(e) => change('email', e.target.value)} autoComplete="email" inputMode="email" id="contact-email" data-testid="contact-email" />
      </Form.Item>
      <Form.Item label={t('inquiry.titleLabel')} htmlFor="contact-title" {...item('title')}>
        <Input value={values.title} onChange={(e) => change('title', e.target.value)} placeholder={t('inquiry.titlePlaceholder')}
          count={{ show: true, max: INQUIRY_TITLE_MAX, strategy: textLength }} id="contact-title" data-testid="contact-title" />
      </Form.Item>
      <Form.Item label={t('inquiry.contentLabel')} htmlFor="contact-content" {...item('content')}>
        <Input.TextArea value={values.content} onChange={(e) => change('content', e.target.value)} placeholder={t('inquiry.contentPlaceholder')}
          autoSize={{ minRows: 5, maxRows: 12 }} count={{ show: true, max: INQUIRY_CONTENT_MAX, strategy: textLength }} id="contact-content" data-testid="contact-content" />
      </Form.Item>
      <p className="support-hint" data-testid="contact-reply-time">{t('common.replyTime')}</p>
      <Button type="primary" htmlType="submit" loading={sending} block data-testid="contact-submit">{t('contact.submit')}</Button>
    </Form>
  );
});
