// The games namespace, registered once by whichever exposed module loads first (./routes on a /game page,
// ./ProviderDrawer or ./GameFrame anywhere else); bundles load lazily per language.
import { registerNamespace } from '@casino/shared';

export const gamesNamespace = registerNamespace('games', (lng) => import(/* webpackChunkName: "i18n-games-[request]" */ `./locales/${lng}.json`));
