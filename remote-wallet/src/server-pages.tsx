// The pages of this remote that the host's server may draw into the HTML (decision 010): built for Node into
// dist/<version>/server/pages.cjs with each release (scripts/webpack/server-pages.cjs), and loaded by the host's
// renderer for a member whom the registry gives this version. The deposit page (issue 48: a page members land on from
// a phone) reads nothing public: it is drawn with its notices, its form and its section links, the member's figures
// as the empty mark, the account card and the recent requests loading; the live page fills them in. The host provides React,
// MobX, i18n, the router and @casino/shared; everything else is in the build (no antd: the page draws none).
import type { ServerPages } from '@casino/shared';
import { ensureWalletNamespace } from './i18n';
import WalletDepositpage from './pages/deposit-page';

void ensureWalletNamespace();

export const pages: ServerPages['pages'] = {
  'wallet-depositpage': { Page: WalletDepositpage, reads: [] },
};
