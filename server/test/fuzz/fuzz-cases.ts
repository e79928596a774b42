// The fuzz cases of openapi-fuzz.test.ts: routes read from the OpenAPI document, a valid baseline request per
// route, and fast-check arbitraries that replace one input of that baseline by a bad value of its schema type.
// `mustRefuse` marks the inputs the documented input rules (docs/server.md "Input rules") refuse with 4000/4001.
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '@casino/shared/contract';
import { isBadText } from '../../src/http/input-rules';

export interface Schema {
  type?: string; anyOf?: Schema[]; enum?: unknown[]; const?: unknown; default?: unknown;
  properties?: Record<string, Schema>; required?: string[]; items?: Schema;
  minimum?: number; maximum?: number; minLength?: number; maxLength?: number; pattern?: string;
  nullable?: boolean; [key: string]: unknown;
}
export interface Param { in: 'query' | 'path' | 'header' | 'cookie'; name: string; required?: boolean; schema?: Schema }
export interface Operation { method: string; path: string; params: Param[]; body?: Schema; security: string[] }
export interface FuzzCase {
  url: string; headers: Record<string, string>; payload?: string; describe: string;
  /** the input rules refuse this input: the answer must be 4000/4001 with a field */
  mustRefuse: boolean;
  /** a refusal of the whole request (e.g. a missing header the route reads itself) may come without field */
  fieldless?: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: Record<string, unknown>[] }>>;
}

/** Server-sent-event streams stay open until the session or the app ends: no single answer to judge. They are
 *  covered by server/test/routes/operator/backoffice.test.ts over a real socket instead. */
export const STREAM_PATHS = new Set(['/main/stream', '/operator/stream']);

/** Every operation of the document (the UI's own /docs routes are hidden from it), streams excepted. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const list: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (STREAM_PATHS.has(path)) continue;
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? Object.values(content)[0])?.schema;
      list.push({
        method: method.toUpperCase(), path, params: op.parameters ?? [], body,
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
      });
    }
  }
  return list;
}

/** Integer schemas of a route's inputs (query, path, body), with where they are: every one needs a range. */
export function integerInputs(op: Operation): { where: string; schema: Schema; textToo: boolean }[] {
  const found: { where: string; schema: Schema; textToo: boolean }[] = [];
  const walk = (s: Schema | undefined, where: string, textToo = false) => {
    if (!s) return;
    if (s.type === 'integer') found.push({ where, schema: s, textToo });
    for (const b of s.anyOf ?? []) walk(b, where, (s.anyOf ?? []).some((x) => x.type === 'string'));
    for (const [k, p] of Object.entries(s.properties ?? {})) walk(p, `${where}.${k}`);
    if (s.items) walk(s.items, `${where}[]`);
  };
  for (const p of op.params) walk(p.schema, `${p.in}:${p.name}`);
  walk(op.body, 'body');
  return found;
}

// ---------------------------------------------------------------------------------------------- values

/** A JSON token written as-is into the body text (numbers JSON can carry but JavaScript would rewrite). */
class Raw { constructor(readonly text: string) {} }

function toText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(toText).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => `${JSON.stringify(k)}:${toText(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Percent-encodes like a client would; a lone surrogate goes out as its (invalid) UTF-8-style bytes. */
function enc(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i += 1;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}

const hasBadChar = isBadText;

const branches = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(branches) : [s]);
const kindOf = (s: Schema): string => {
  if (s.const !== undefined || s.enum) return 'enum';
  if (s.anyOf) {
    const kinds = new Set(branches(s).filter((b) => b.type !== 'null').map(kindOf));
    return kinds.size === 1 ? [...kinds][0]! : 'union';
  }
  return s.type ?? 'any';
};
const enumValues = (s: Schema): unknown[] => branches(s).flatMap((b) => (b.const !== undefined ? [b.const] : b.enum ?? []));

/** Plausible valid values of named fields (the contract-validated bodies describe their rules in prose). */
function sample(name: string, fresh: () => string): unknown {
  const u = fresh();
  const samples: Record<string, unknown> = {
    username: u, email: `${u}@example.com`, password: 'password123', password_confirm: 'password123', nickname: `n${u}`.slice(0, 12),
    phone: '01098765432', bank_name: '신한은행', bank_account: '110123456789', bank_holder: '홍길동', date_of_birth: '1990-01-01',
    holder: '홍길동', title: 'fuzz title', content: 'fuzz content', answer: 'fuzz answer', name: 'fuzz', reason: 'fuzz',
    version: '1.2.3', base_url: 'http://localhost:3001', domain: 'localhost', verified_name: '홍길동', client_seed: 'fuzzseed',
    from: '2024-01-01', to: '2024-12-31', q: 'a', type: 'casino', amount: 10000, token: 'x'.repeat(43), launch_token: 'x'.repeat(43),
    code: 'house-rocket', file: 'x.png', provider: 'x', dir: 'x', kind: 'game', target: 2,
  };
  return samples[name];
}

function valid(s: Schema | undefined, name: string, fresh: () => string): unknown {
  if (!s) return sample(name, fresh) ?? 'x';
  const named = sample(name, fresh);
  const kind = kindOf(s);
  if (named !== undefined && (kind === typeof named || (kind === 'integer' && typeof named === 'number') || kind === 'union')) return named;
  if (kind === 'enum') return enumValues(s)[0];
  if (s.default !== undefined) return s.default;
  if (s.anyOf) return valid(branches(s).find((b) => b.type !== 'null'), name, fresh);
  switch (s.type) {
    case 'integer': case 'number': return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean': return false;
    case 'string': return 'abcdefgh'.slice(0, Math.max(s.minLength ?? 1, Math.min(3, s.maxLength ?? 3)));
    case 'array': return [];
    case 'object': return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, p]) => [k, valid(p, k, fresh)]));
    default: return 'x';
  }
}

// ---------------------------------------------------------------------------------------------- bad values

interface Bad { value: unknown; text?: string; refuse: boolean; note: string }
const bad = (value: unknown, refuse: boolean, note: string, text?: string): Bad => ({ value, refuse, note, text });

const smallText = fc.string({ maxLength: 6 });
const LONE = ['\ud800', '\udbff', '\udc00', '\udfff'];

const badStrings = (s: Schema | undefined, where: 'body' | 'url'): fc.Arbitrary<Bad> => fc.oneof(
  fc.tuple(smallText, smallText).map(([a, b]) => bad(`${a}\u0000${b}`, true, 'NUL in a string')),
  fc.tuple(smallText, fc.constantFrom(...LONE), smallText).map(([a, l, b]) => bad(`${a}${l}${b}`, true, 'lone surrogate')),
  fc.integer({ min: 1, max: where === 'body' ? 70_000 : 6_000 }).map((n) => bad('a'.repeat(n), s?.maxLength !== undefined && n > s.maxLength, `${n} characters`)),
  fc.constantFrom('', ' ', '\t', '%00', '\\u0000', "' OR 1=1 --", '"; DROP TABLE members; --', '../../etc/passwd', '\uffff', '\u001f', '\u202e', '😀'.repeat(40), 'ǅ', '\ufeff',
    '0000-01-01', '9999-12-31', '275760-09-13', '+275760-09-13', '2024-02-30', '2024-13-01', '1900-01-01', '-001-01-01', '99999999', 'NaN', '1e400')
    .map((v) => bad(v, false, `odd text ${JSON.stringify(v)}`)),
  fc.string({ unit: 'binary', maxLength: 30 }).map((v) => bad(v, hasBadChar(v), 'random unicode')),
);

const ODD_NUMBER_TEXT = [
  'Infinity', '-Infinity', 'NaN', '1e30', '1e3', '1E2', '0x10', '0b1', '0o7', '010000', '-0', '+1', ' 1', '1 ', '1.0', '1.5', '-1', '0',
  '', '１', '١٢', '9'.repeat(40), String(2 ** 31), String(2 ** 31 - 1), String(2 ** 53), String(2 ** 53 - 1), String(2 ** 53 + 1),
  '9223372036854775807', '9223372036854775808', '-9223372036854775809', '18446744073709551616', 'null', 'true', '[]', '1,2', '1e-7',
];

/** The documented rule for an integer written in a URL: decimal digits (an optional minus), within range. */
function urlIntegerRefused(text: string, s: Schema): boolean {
  if (!/^-?[0-9]+$/.test(text)) return true;
  const n = Number(text);
  return n < (s.minimum ?? -Number.MAX_SAFE_INTEGER) || n > (s.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** The documented rule for a JSON integer: an integer within range (JSON's 1.0 and 1E2 are integers). */
function bodyIntegerRefused(value: unknown, s: Schema): boolean {
  if (typeof value !== 'number' || !Number.isInteger(value)) return true;
  return value < (s.minimum ?? -Number.MAX_SAFE_INTEGER) || value > (s.maximum ?? Number.MAX_SAFE_INTEGER);
}

function badUrlValues(s: Schema | undefined): fc.Arbitrary<Bad> {
  const kind = s ? kindOf(s) : 'any';
  const texts = badStrings(s, 'url');
  if (kind === 'integer') {
    return fc.oneof(
      fc.constantFrom(...ODD_NUMBER_TEXT).map((v) => bad(v, urlIntegerRefused(v, s!), `integer text ${JSON.stringify(v)}`)),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((v) => bad(String(v), urlIntegerRefused(String(v), s!), `big integer ${v}`)),
      fc.double().map((v) => bad(String(v), urlIntegerRefused(String(v), s!), `double ${v}`)),
      texts.map((b) => ({ ...b, refuse: b.refuse || urlIntegerRefused(String(b.value), s!) })),
    );
  }
  if (kind === 'enum') {
    const allowed = enumValues(s!).map(String);
    return fc.oneof(
      fc.constantFrom(...allowed).map((v) => bad(v.toUpperCase(), !allowed.includes(v.toUpperCase()), 'enum in capitals')),
      texts.map((b) => ({ ...b, refuse: b.refuse || !allowed.includes(String(b.value)) })),
    );
  }
  if (kind === 'boolean') {
    return fc.oneof(
      fc.constantFrom('true', 'false', '1', '0', 'yes', 'TRUE', '', 'null').map((v) => bad(v, !['true', 'false'].includes(v), `boolean text ${v}`)),
      texts.map((b) => ({ ...b, refuse: true })),
    );
  }
  return texts;
}

function badJsonValues(s: Schema | undefined): fc.Arbitrary<Bad> {
  const kind = s ? kindOf(s) : 'any';
  const plainInteger = kind === 'integer' && !s!.anyOf;
  const wrongTypes = fc.constantFrom<[unknown, string]>(
    [true, 'true'], [false, 'false'], [null, 'null'], [[], '[]'], [[1, 2], '[1,2]'], [{}, '{}'], [{ a: 1 }, '{"a":1}'], [0, '0'], [1, '1'], ['1', '"1"'], ['', '""'],
  ).map(([v, note]) => {
    const ok = branches(s ?? {}).some((b) => (b.type === 'null' && v === null) || (b.type === 'boolean' && typeof v === 'boolean')
      || (b.type === 'string' && typeof v === 'string') || ((b.type === 'integer' || b.type === 'number') && typeof v === 'number'));
    const typed = s !== undefined && !s['x-validated-by'] && (kind === 'integer' || kind === 'string' || kind === 'boolean' || kind === 'number' || kind === 'object');
    return bad(v, typed && !ok && !(v === null && s?.nullable), `wrong type ${note}`);
  });
  if (kind === 'integer' || kind === 'number' || kind === 'union') {
    const tokens = fc.constantFrom('1e30', '1e400', '-1e400', '9223372036854775808', '-9223372036854775809', '18446744073709551616', '9007199254740993',
      '2147483648', '-2147483649', '-0', '1.5', '0.1', '1E2', '1.0', '-1', '0', '1e-400', '123456789012345678901234567890');
    return fc.oneof(
      tokens.map((tok) => {
        const v = JSON.parse(tok) as number;
        return bad(v, plainInteger && bodyIntegerRefused(v === 0 ? 0 : v, s!), `number ${tok}`, tok);
      }),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((v) => bad(Number(v), plainInteger && bodyIntegerRefused(Number(v), s!), `big ${v}`, String(v))),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => bad(v, plainInteger && bodyIntegerRefused(v, s!), `double ${v}`)),
      fc.constantFrom(...ODD_NUMBER_TEXT).map((v) => bad(v, plainInteger, `string ${JSON.stringify(v)}`)),
      wrongTypes,
    );
  }
  if (kind === 'enum') {
    const allowed = enumValues(s!);
    return fc.oneof(badStrings(s, 'body').map((b) => ({ ...b, refuse: !allowed.includes(b.value) })), wrongTypes);
  }
  return fc.oneof(badStrings(s, 'body'), wrongTypes);
}

// ---------------------------------------------------------------------------------------------- cases

const BAD_PATH_SEGMENTS: [string, boolean][] = [
  ['%00', true], ['a%00b', true], ['%ED%A0%80', true], ['%ED%BF%BF', true], ['%C0%80', true], ['%FF', true], ['%', true], ['%ZZ', true],
  ['..%2F..%2Fetc%2Fpasswd', false], ['%2E%2E', false], ['a'.repeat(250), false], ['%20', false], ['x.png%00.js', true],
];

const CONTENT_TYPES = [
  'application/json', 'text/plain', 'text/plain; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=utf-16',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'text/html', 'application/xml', 'garbage',
];
const BAD_BODIES: [string, boolean][] = [
  ['{', true], ['{"a":', true], ['[]', true], ['[1,2]', true], ['"x"', true], ['1', true], ['true', true], ['null', true], ['{"a":1}{', true],
  ['\u0000', true], ['{"a":"\\ud800"}', false], ['{"__proto__":{"admin":true}}', false], ['{"constructor":{"prototype":{"x":1}}}', false],
  [`${'['.repeat(5000)}${']'.repeat(5000)}`, true], [`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, false], ['{"a":1,"a":2}', false],
  ['\ufeff{}', true], ['{"x":NaN}', true], ['{"x":Infinity}', true], ["{'a':1}", true], ['{"a":1,}', true],
];

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  if (value === undefined) delete node[path[path.length - 1]!];
  else node[path[path.length - 1]!] = value;
}

function leaves(s: Schema, prefix: string[] = []): { path: string[]; schema: Schema; required: boolean }[] {
  const out: { path: string[]; schema: Schema; required: boolean }[] = [];
  for (const [k, p] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: p, required: (s.required ?? []).includes(k) });
    if (p.type === 'object' && p.properties) out.push(...leaves(p, [...prefix, k]));
  }
  return out;
}

/** One arbitrary per route: the baseline request with one input replaced by a bad value. */
export function buildCases(op: Operation, fresh: () => string): fc.Arbitrary<FuzzCase> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);

  interface Parts { path: Record<string, string>; query: [string, string[]][]; body: Record<string, unknown> | Raw | undefined; contentType: string; headers: Record<string, string> }
  const baseline = (): Parts => ({
    path: Object.fromEntries(pathParams.map((p) => [p.name, enc(String(valid(p.schema, p.name, fresh)))])),
    query: queryParams.filter((p) => p.required && p.schema?.default === undefined || sample(p.name, fresh) !== undefined)
      .map((p) => [p.name, [enc(String(valid(p.schema, p.name, fresh)))]]),
    body: hasBody ? (op.body ? (valid(op.body, '', fresh) as Record<string, unknown>) : {}) : undefined,
    contentType: 'text/plain',
    headers: {},
  });
  const render = (parts: Parts, describe: string, mustRefuse: boolean, fieldless = false): FuzzCase => {
    const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? 'x');
    const query = parts.query.flatMap(([k, vs]) => vs.map((v) => `${encodeURIComponent(k)}=${v}`)).join('&');
    const headers: Record<string, string> = { ...parts.headers };
    let payload: string | undefined;
    if (parts.body !== undefined) {
      payload = toText(parts.body);
      headers['content-type'] = parts.contentType;
    }
    return { url: query ? `${url}?${query}` : url, headers, payload, describe, mustRefuse, fieldless };
  };

  const arbs: fc.Arbitrary<FuzzCase>[] = [];
  for (const p of pathParams) {
    arbs.push(badUrlValues(p.schema).map((b) => {
      const parts = baseline();
      parts.path[p.name] = enc(String(b.value));
      // "", "." and ".." are not a segment: the URL names another route (or none)
      const segment = !['', '.', '..'].includes(parts.path[p.name]!);
      return render(parts, `path ${p.name}: ${b.note}`, segment && (b.refuse && p.schema !== undefined || hasBadChar(String(b.value))));
    }));
    arbs.push(fc.constantFrom(...BAD_PATH_SEGMENTS).map(([raw, refuse]) => {
      const parts = baseline();
      parts.path[p.name] = raw;
      return render(parts, `path ${p.name}: raw ${raw.slice(0, 20)}`, refuse);
    }));
  }
  for (const p of queryParams) {
    arbs.push(badUrlValues(p.schema).map((b) => {
      const parts = baseline();
      parts.query = parts.query.filter(([k]) => k !== p.name);
      parts.query.push([p.name, [enc(String(b.value))]]);
      return render(parts, `query ${p.name}: ${b.note}`, b.refuse && p.schema !== undefined || hasBadChar(String(b.value)));
    }));
    arbs.push(fc.tuple(fc.constantFrom('same', 'different', 'bracket', 'raw'), fc.constantFrom(...BAD_PATH_SEGMENTS)).map(([how, [raw, refuse]]) => {
      const parts = baseline();
      const v = String(valid(p.schema, p.name, fresh));
      parts.query = parts.query.filter(([k]) => k !== p.name);
      if (how === 'same') parts.query.push([p.name, [enc(v), enc(v)]]);
      if (how === 'different') parts.query.push([p.name, [enc(v), '2']]);
      if (how === 'bracket') parts.query.push([`${p.name}[]`, [enc(v)]], [`${p.name}[a]`, [enc(v)]]);
      if (how === 'raw') parts.query.push([p.name, [raw]]);
      const refused = how === 'same' || how === 'different' || (how === 'raw' && refuse);
      return render(parts, `query ${p.name}: ${how} ${how === 'raw' ? raw.slice(0, 20) : ''}`, refused);
    }));
    if (p.required && p.schema?.default === undefined) {
      arbs.push(fc.constant(null).map(() => {
        const parts = baseline();
        parts.query = parts.query.filter(([k]) => k !== p.name);
        return render(parts, `query ${p.name}: missing`, true);
      }));
    }
  }
  if (hasBody) {
    for (const leaf of op.body ? leaves(op.body) : []) {
      arbs.push(badJsonValues(leaf.schema).map((b) => {
        const parts = baseline();
        setPath(parts.body as Record<string, unknown>, leaf.path, b.text !== undefined ? new Raw(b.text) : b.value);
        // a contract-validated body (schema for documentation) may take null for an optional field as "absent"
        const nullAsAbsent = Boolean(op.body?.['x-validated-by']) && b.value === null && !leaf.required;
        const refuse = (b.refuse && !nullAsAbsent) || (typeof b.value === 'string' && hasBadChar(b.value));
        return render(parts, `body ${leaf.path.join('.')}: ${b.note}`, refuse);
      }));
      if (leaf.required && leaf.schema.default === undefined) {
        arbs.push(fc.constant(null).map(() => {
          const parts = baseline();
          setPath(parts.body as Record<string, unknown>, leaf.path, undefined);
          return render(parts, `body ${leaf.path.join('.')}: missing`, true);
        }));
      }
    }
    arbs.push(fc.constantFrom(...BAD_BODIES).map(([text, refuse]) => {
      const parts = baseline();
      parts.body = new Raw(text);
      return render(parts, `body text ${text.slice(0, 30)}`, refuse);
    }));
    arbs.push(fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.boolean()).map(([type, broken]) => {
      const parts = baseline();
      parts.contentType = type;
      if (broken) parts.body = new Raw('{"a":');
      return render(parts, `content-type ${type}${broken ? ' with malformed JSON' : ''}`, broken && !/form-urlencoded|multipart/.test(type));
    }));
    arbs.push(fc.integer({ min: 60_000, max: 300_000 }).map((n) => {
      const parts = baseline();
      parts.body = { ...(parts.body as Record<string, unknown>), pad: 'x'.repeat(n) };
      const c = render(parts, 'body of n bytes', false);
      const bytes = Buffer.byteLength(c.payload ?? '');
      return { ...c, describe: `body of ${bytes} bytes`, mustRefuse: bytes > BODY_LIMIT_BYTES };
    }));
    arbs.push(fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })).map((extra) => {
      const parts = baseline();
      parts.body = { ...extra, ...(parts.body as Record<string, unknown>) };
      return render(parts, 'unknown body fields', Object.keys(extra).some(hasBadChar));
    }));
  }
  // the headers the server reads: X-Sequence, the language, the country (responsible gaming), the house session
  const headerNames = ['x-sequence', 'accept-language', 'cf-ipcountry', 'if-none-match', ...(op.security.includes('house') ? ['x-house-session'] : [])];
  arbs.push(fc.tuple(fc.constantFrom(...headerNames), badStrings(undefined, 'url')).map(([name, b]) => {
    const parts = baseline();
    const v = String(b.value).slice(0, 3000);
    parts.headers[name] = v;
    return render(parts, `header ${name}: ${b.note}`, hasBadChar(v), true);
  }));
  if (arbs.length === 0) return fc.constant(render(baseline(), 'baseline', false));
  return fc.oneof(...arbs);
}
