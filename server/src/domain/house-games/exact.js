// Exact fractions over BigInt, for theoretical return-to-player values (docs/games.md): a paytable and its reel
// strips or shoe give the RTP as a ratio of whole numbers, so it is computed exactly, never sampled.

const abs = (x) => (x < 0n ? -x : x);
function gcd(a, b) {
  let x = abs(a);
  let y = abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

/** A reduced fraction num / den (den > 0). */
export function fraction(num, den = 1n) {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction: zero denominator');
  if (d < 0n) { n = -n; d = -d; }
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export const add = (a, b) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a, b) => fraction(a.num * b.num, a.den * b.den);

/** The fraction as a decimal string with `digits` places (rounded half up). */
export function toDecimal(f, digits = 6) {
  const scale = 10n ** BigInt(digits);
  const negative = f.num < 0n;
  const scaled = (abs(f.num) * scale * 2n + f.den) / (2n * f.den);
  const whole = (scaled / scale).toString();
  const part = (scaled % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${part}` : ''}`;
}

/** The fraction as a JavaScript number (for confidence intervals; the docs print `toDecimal`). */
export const toNumber = (f) => Number(f.num * 10n ** 18n / f.den) / 1e18;
