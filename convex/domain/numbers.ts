/** Small number helpers shared by the community figures. */

/** Rounds to one decimal place, half away from zero (spec 9: rates and averages). */
export function roundToOneDecimal(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** part / whole × 100 to one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundToOneDecimal((part / whole) * 100) : 0;
}
