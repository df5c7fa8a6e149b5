/**
 * The two kinds of number the Method of Equal Shares runs on (convex/domain/equalShares.ts):
 * exact rationals (BigInt numerator and denominator, used by the fixtures and the property
 * tests) and floating point with a stated tolerance (used for the live manifesto, where the
 * rationals' denominators grow with every round). Pure.
 */

/** What the method needs of a number type. `cmp` is the only place a tolerance may enter. */
export interface Arith<T> {
  readonly name: "exact" | "float";
  zero: T;
  /** A decimal as written ("1.09" is 109/100 exactly in `exact`). */
  fromDecimal(value: number): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
  /** −1, 0 or 1; `float` calls numbers within FLOAT_TOLERANCE of each other equal. */
  cmp(a: T, b: T): number;
  toNumber(a: T): number;
}

/**
 * Floating-point comparisons treat numbers as equal when they differ by at most this share
 * of the larger (or by this much below 1): 1e-9 is far above the rounding error of a few
 * hundred rounds of double arithmetic (about 1e-13 relative) and far below any real
 * difference between two policies' prices per voter (costs are given to £1m in £bn, 1e-3).
 */
export const FLOAT_TOLERANCE = 1e-9;

/** Whether two floats are equal within FLOAT_TOLERANCE (of the larger, or absolutely below 1). */
export function floatsClose(a: number, b: number): boolean {
  return Math.abs(a - b) <= FLOAT_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

export const floatArith: Arith<number> = {
  name: "float",
  zero: 0,
  fromDecimal: (value) => value,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  cmp: (a, b) => (floatsClose(a, b) ? 0 : a < b ? -1 : 1),
  toNumber: (a) => a,
};

/** A reduced fraction with a positive denominator. */
export interface Rational {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function rational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError("division by zero");
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

/** The exact value of a decimal as JavaScript prints it ("0.9", "1e-7", "12"). */
function decimalToRational(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [mantissa, exponentText] = value.toString().toLowerCase().split("e");
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith("-");
  const [whole, fraction = ""] = mantissa.replace("-", "").split(".");
  let n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  let d = 10n ** BigInt(fraction.length);
  if (exponent > 0) n *= 10n ** BigInt(exponent);
  if (exponent < 0) d *= 10n ** BigInt(-exponent);
  return rational(n, d);
}

export const exactArith: Arith<Rational> = {
  name: "exact",
  zero: { n: 0n, d: 1n },
  fromDecimal: decimalToRational,
  add: (a, b) => rational(a.n * b.d + b.n * a.d, a.d * b.d),
  sub: (a, b) => rational(a.n * b.d - b.n * a.d, a.d * b.d),
  mul: (a, b) => rational(a.n * b.n, a.d * b.d),
  div: (a, b) => rational(a.n * b.d, a.d * b.n),
  cmp: (a, b) => {
    const left = a.n * b.d;
    const right = b.n * a.d;
    return left === right ? 0 : left < right ? -1 : 1;
  },
  toNumber: (a) => Number(a.n) / Number(a.d),
};
