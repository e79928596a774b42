// The operator CLI's connection: the shared client kit of @casino/shared (the ApiClient the back office uses:
// request building, the envelope, typed transport failures, X-Sequence on every change, repeats of a call
// lost on the network) and the contract's path table. Both are TypeScript; plain node reads them through
// tsx's loader (a root dev dependency), so the CLI never states a path or a transport rule of its own.
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(new URL(`../../shared/src/${file}`, import.meta.url).href, import.meta.url);

/** The contract's path tables and the shared client, loaded once. */
export async function loadKit() {
  const [{ ApiClient }, { OperatorPaths }, { Paths }] = await Promise.all([load('api/client.ts'), load('contract/operator.ts'), load('contract/paths.ts')]);
  return { ApiClient, OperatorPaths, Paths };
}

/** A failed call: the server's code and msg (or the client result of a transport failure). */
export class CallFailure extends Error {
  constructor(method, path, result) {
    super(`${method} ${path}: HTTP ${result.httpStatus} code ${result.code} ${result.msg}`.trim());
    this.name = 'CallFailure';
    this.code = result.code;
    this.msg = result.msg;
  }
}

/**
 * Logs in once (`login`) and calls the operator API: `call(method, path, data)` answers the envelope's data, or
 * throws a CallFailure with the server's code. GET/DELETE data is the query, other methods' the JSON body.
 */
export async function createClient({ api = process.env.API_URL || `http://localhost:${process.env.PORT || 4000}`, retryDelayMs } = {}) {
  const { ApiClient, OperatorPaths, Paths } = await loadKit();
  let token;
  // A 403 is an answer here (role_forbidden, a dead token): the command fails with its msg; there is no session to end.
  const http = new ApiClient({ baseURL: api, getCredential: () => token, getLanguage: () => 'en', endsSession: () => false, isOnline: () => true, ...(retryDelayMs !== undefined ? { retryDelayMs } : {}) });
  async function call(method, path, data) {
    let result;
    try {
      result = await http.request(method, path, data);
    } catch (e) {
      // a transport failure (the shared client's typed errors: NETWORK_ERROR, CLIENT_EXCEPTION): say where it went
      throw new Error(`${method} ${path}: no answer from ${api} (${e.message})`, { cause: e });
    }
    if (!result.ok) throw new CallFailure(method, path, result);
    return result.data;
  }
  return {
    api,
    call,
    OperatorPaths,
    Paths,
    async login() {
      const data = await call('POST', OperatorPaths.login, {
        username: process.env.OPERATOR_USERNAME || 'operator',
        password: process.env.OPERATOR_PASSWORD || 'operator1234',
        // an operator with TOTP enrolled (issue 16) passes the current 6-digit code
        ...(process.env.OPERATOR_TOTP ? { totp: process.env.OPERATOR_TOTP } : {}),
      });
      token = data.jwt;
    },
  };
}

/** Pulls `--name value` flags out of an argument list. */
export function takeFlag(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
}
