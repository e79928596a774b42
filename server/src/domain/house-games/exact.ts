// Exact fractions over BigInt, for theoretical return-to-player values (docs/games.md): a paytable and its reel
// strips or shoe give the RTP as a ratio of whole numbers, so it is computed exactly, never sampled.

export interface Fraction { num: bigint; den: bigint }

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

/** A reduced fraction num / den (den > 0). */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction: zero denominator');
  if (d < 0n) { n = -n; d = -d; }
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);

/** The fraction as a decimal string with `digits` places (rounded half up). */
export function toDecimal(f: Fraction, digits = 6): string {
  const scale = 10n ** BigInt(digits);
  const negative = f.num < 0n;
  const scaled = (abs(f.num) * scale * 2n + f.den) / (2n * f.den);
  const whole = (scaled / scale).toString();
  const part = (scaled % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${part}` : ''}`;
}

/** The fraction as a JavaScript number (for confidence intervals; the docs print `toDecimal`). */
export const toNumber = (f: Fraction): number => Number(f.num * 10n ** 18n / f.den) / 1e18;

/** "96.12 %": the fraction as a percentage with two decimals (rounded down), as the game pages print an RTP. */
export const percent = (f: Fraction): string => `${(Number((f.num * 1_000_000n) / f.den) / 10_000).toFixed(2)} %`;
