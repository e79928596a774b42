import { SupportPage } from '../components/support-page';
import { NoticeBoard } from '../features/notices/components/notice-board';

/** supports-noticepage: public notices. */
export default function SupportsNoticepage() {
  return (
    <SupportPage section="notices" routeName="supports-noticepage">
      <NoticeBoard />
    </SupportPage>
  );
}
