import type { Read } from '@casino/shared';
import { latestNoticesRead, popupNoticesRead } from './get-notices';
import { providersRead } from './get-providers';

/**
 * The home page's first reads, all public: its provider rows, latest notices and notice popup. Start-up sends them with
 * the site config; the server draws a visitor's first screen with them (decision 010).
 */
export const HOME_READS: readonly Read[] = [providersRead('casino'), providersRead('slot'), latestNoticesRead, popupNoticesRead];
