// Transport failures become typed errors carrying the client result codes of spec §8. Business outcomes
// (any server `code`) are not errors: they come back as a Result.
import { ClientResult } from '../contract/codes';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(message: string, public readonly status: number) {
    super(message);
  }
}
export class OfflineError extends ApiError {
  override name = 'OfflineError';
  constructor() { super('OFFLINE_ERROR', ClientResult.OFFLINE_ERROR); }
}
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor() { super('NETWORK_ERROR', ClientResult.NETWORK_ERROR); }
}
export class ConfigFailedError extends ApiError {
  override name = 'ConfigFailedError';
  constructor(detail = 'CONFIG_FAILED') { super(detail, ClientResult.CONFIG_FAILED); }
}
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  constructor() { super('SESSION_EXPIRED', ClientResult.SESSION_EXPIRED); }
}
export class ClientExceptionError extends ApiError {
  override name = 'ClientExceptionError';
  constructor(detail = 'CLIENT_EXCEPTION') { super(detail, ClientResult.CLIENT_EXCEPTION); }
}
