#!/usr/bin/env node
// Operator CLI over the operator API.
//   npm run operator -- remote list [--domain localhost]
//   npm run operator -- remote set <account|games|wallet|support> <version> [--domain localhost]
// Credentials: OPERATOR_USERNAME / OPERATOR_PASSWORD (defaults: the demo operator); API: API_URL.
const api = process.env.API_URL || `http://localhost:${process.env.PORT || 4000}`;
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args.splice(i, 2)[1] : fallback; };
const domain = flag('domain', 'localhost');

async function call(method, path, body, token) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (res.status >= 400 || json.code !== 0) throw new Error(`${method} ${path}: HTTP ${res.status} ${json.code ?? ''} ${json.msg ?? ''}`);
  return json.data;
}

async function main() {
  const [area, verb, name, version] = args;
  if (area !== 'remote' || !['list', 'set'].includes(verb)) {
    console.log('usage: npm run operator -- remote list | remote set <name> <version> [--domain d]');
    process.exit(2);
  }
  const { jwt } = await call('POST', '/operator/login', {
    username: process.env.OPERATOR_USERNAME || 'operator',
    password: process.env.OPERATOR_PASSWORD || 'operator1234',
  });
  if (verb === 'set') {
    if (!name || !version) throw new Error('remote set needs a name and a version');
    await call('PUT', `/operator/remotes/${name}`, { version, domain }, jwt);
    console.log(`${domain}: ${name} → ${version}`);
  }
  const data = await call('GET', `/operator/remotes?domain=${encodeURIComponent(domain)}`, undefined, jwt);
  console.log(JSON.stringify(data, null, 2));
}

main().catch((e) => { console.error(e.message); process.exit(1); });
