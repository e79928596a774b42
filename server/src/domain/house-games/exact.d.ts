// Types of exact.js.
export interface Fraction { num: bigint; den: bigint }
export declare function fraction(num: bigint | number, den?: bigint | number): Fraction;
export declare function add(a: Fraction, b: Fraction): Fraction;
export declare function mul(a: Fraction, b: Fraction): Fraction;
export declare function toDecimal(f: Fraction, digits?: number): string;
export declare function toNumber(f: Fraction): number;
