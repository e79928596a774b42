// The operator CLI's connection: logs in once and calls the operator API.
export function createClient({ api = process.env.API_URL || `http://localhost:${process.env.PORT || 4000}` } = {}) {
  let token = null;
  async function call(method, path, body, headers = {}) {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    if (res.status >= 400 || json.code !== 0) {
      const err = new Error(`${method} ${path}: HTTP ${res.status} code ${json.code ?? '?'} ${json.msg ?? ''}`);
      err.code = json.code;
      throw err;
    }
    return json.data;
  }
  return {
    api,
    call,
    async login() {
      const data = await call('POST', '/operator/login', {
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
