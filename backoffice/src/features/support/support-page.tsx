// Support: the inquiries queue (pending, oldest first) with an answer editor; notices (create, edit, delete,
// popup flag); memos to one member or to all; contact-form messages.
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { InquiriesTab } from './inquiries-tab';
import { NoticesTab } from './notices-tab';
import { ContactsTab, MemoTab } from './memos-contacts';

export function SupportPage() {
  const { t } = useTranslation('bo');
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'inquiries', label: t('support.inquiries'), children: <InquiriesTab /> },
        { key: 'notices', label: t('support.notices'), children: <NoticesTab /> },
        { key: 'memos', label: t('support.memos'), children: <MemoTab /> },
        { key: 'contacts', label: t('support.contacts'), children: <ContactsTab /> },
      ]}
    />
  );
}

export default SupportPage;
