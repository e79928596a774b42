// The input rules every route shares (docs/server.md "Input rules"), applied in one place by the envelope
// plugin: the string rule (no NUL, no lone surrogate, anywhere) and the integer rule (every integer has a
// range; in a URL an integer is written as decimal digits). Route schemas take their integer ranges from the
// helpers of @casino/shared/contract/schemas/common.ts (INTEGER_RANGES).

/** The widest integer range of the rules: JavaScript's safe integers (inside PostgreSQL's bigint). An integer
 *  schema without a range of its own gets this one, so no integer beyond int8 ever reaches SQL. */
export const SAFE_INTEGER_RANGE = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A string breaking the string rule: a NUL character or a UTF-16 surrogate that is not part of a pair
 *  (PostgreSQL refuses NUL in text; a lone surrogate cannot be stored as UTF-8). */
export function isBadText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/** The same for a header, query or path value (a string, or the array of a repeated key). */
export function hasBadText(value: unknown): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && isBadText(v));
  return false;
}

const PLAIN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a parsed JSON body breaks the string rule, in a value or a key: the dotted field ("bets.player",
 *  "list.0"), "" when it has no plain name; undefined when the body is clean. Iterative: any depth is fine. */
export function findBadText(root: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return path.join('.');
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, String(i)] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (isBadText(key)) return path.join('.');
        // a field name is reported only while it is a plain name (it goes back in the answer's `field`)
        stack.push({ value: v, path: PLAIN_KEY.test(key) && path.length < 8 ? [...path, key] : path });
      }
    }
  }
  return undefined;
}

type Schema = Record<string, unknown>;

/** A copy of a request schema in which every integer has a range: its own bounds, else the safe-integer range.
 *  (The route's schema object itself is left alone: the OpenAPI document shows what the route declares.) */
export function withIntegerBounds<T>(schema: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const out: Schema = {};
    for (const [k, v] of Object.entries(node as Schema)) out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : visit(v);
    if (out.type === 'integer' || (Array.isArray(out.type) && out.type.includes('integer'))) {
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = SAFE_INTEGER_RANGE.minimum;
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = SAFE_INTEGER_RANGE.maximum;
    }
    return out;
  };
  return visit(schema) as T;
}

const INTEGER_TEXT = /^-?[0-9]+$/;

function acceptsIntegerOnly(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'integer') return true;
  const anyOf = schema.anyOf as Schema[] | undefined;
  return Array.isArray(anyOf) && anyOf.some((b) => b.type === 'integer') && !anyOf.some((b) => b.type === 'string' || b.type === 'number');
}

/** The integer rule for a query string or path parameters (text before coercion): an integer is decimal digits
 *  with an optional minus ("010000" is 10000, "-0" is 0); "1e3", "0x10", "1.0", " 1", "+1", "Infinity" are not
 *  integers. Rewrites "-0…0" to "0" in place. Answers the validation issue of the first offender, else null. */
export function integerTextError(schema: unknown, data: unknown): { keyword: string; instancePath: string; params: Record<string, unknown> } | null {
  const properties = (schema as Schema | null)?.properties as Record<string, Schema> | undefined;
  if (!properties || data === null || typeof data !== 'object') return null;
  const values = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (!acceptsIntegerOnly(property) || !Object.prototype.hasOwnProperty.call(values, name)) continue;
    const raw = values[name];
    const texts = Array.isArray(raw) ? raw : [raw];
    for (const text of texts) {
      if (typeof text !== 'string') continue;
      if (!INTEGER_TEXT.test(text)) return { keyword: 'type', instancePath: `/${name}`, params: { type: 'integer' } };
    }
    if (typeof raw === 'string' && /^-0+$/.test(raw)) values[name] = '0';
  }
  return null;
}
