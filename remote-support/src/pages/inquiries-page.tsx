// supports-counselpage: one-to-one inquiries (login required), and — public, chosen with ?tab= — the FAQ and
// the customer inquiry form, which visitors can use without an account.
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginRequired, useStores } from '@casino/shared';
import { SupportPage } from '../components/support-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { FaqList } from '../features/faq/components/faq-list';
import { InquiryBox } from '../features/inquiries/components/inquiry-box';

const SupportsCounselpage = observer(function SupportsCounselpage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  if (tab === 'faq') return <SupportPage section="faq" routeName="supports-counselpage"><FaqList /></SupportPage>;
  if (tab === 'contact') return <SupportPage section="contact" routeName="supports-counselpage"><ContactForm /></SupportPage>;
  return (
    <SupportPage section="inquiry" routeName="supports-counselpage">
      {session.isLoggedIn ? <InquiryBox /> : <LoginRequired onLogin={() => navigate('/login')} />}
    </SupportPage>
  );
});
export default SupportsCounselpage;
