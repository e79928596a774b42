// Transport failures become typed errors carrying the client result codes of spec §8. Business outcomes
// (any server `code`) are not errors: they come back as a Result.
import { ClientResult } from '../contract/codes';

export class TransportError extends Error {
  override name = 'TransportError';
  constructor(message: string, public readonly status: number) {
    super(message);
  }
}
export class OfflineError extends TransportError {
  override name = 'OfflineError';
  constructor() { super('OFFLINE_ERROR', ClientResult.OFFLINE_ERROR); }
}
export class NetworkError extends TransportError {
  override name = 'NetworkError';
  constructor() { super('NETWORK_ERROR', ClientResult.NETWORK_ERROR); }
}
export class ConfigFailedError extends TransportError {
  override name = 'ConfigFailedError';
  constructor(detail = 'CONFIG_FAILED') { super(detail, ClientResult.CONFIG_FAILED); }
}
export class SessionExpiredError extends TransportError {
  override name = 'SessionExpiredError';
  constructor() { super('SESSION_EXPIRED', ClientResult.SESSION_EXPIRED); }
}
export class ClientExceptionError extends TransportError {
  override name = 'ClientExceptionError';
  constructor(detail = 'CLIENT_EXCEPTION') { super(detail, ClientResult.CLIENT_EXCEPTION); }
}
