// Only used by the standalone dev mode (the host loads ./routes and the widgets through federation).
import { startDevShell } from '@casino/shared';
import manifest from './routes';

void startDevShell(manifest);
