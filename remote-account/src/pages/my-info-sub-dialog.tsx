import { SettlementView } from '../features/mypage/components/settlement-view';

/** /account/sub-modal-mypage-info (layout none): the settlement (bank) account in detail. */
export default function AccountSubModalMypageInfo() {
  return <SettlementView />;
}
