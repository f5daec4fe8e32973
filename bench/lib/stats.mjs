// Small statistics helpers: the bench reports medians of several measured rounds.

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The median of each of `keys` over `runs`.
 * @template {string} K
 * @param {Record<K, number>[]} runs
 * @param {readonly K[]} keys
 */
export const medians = (runs, keys) =>
  /** @type {Record<K, number>} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );

/** @type {(sorted: number[], q: number) => number} */
export const percentile = (sorted, q) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);

export const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? a / b : NaN);

/** Rounds to `digits` decimals, keeping NaN as null so JSON stays valid. */
export function round(/** @type {number} */ value, digits = 2) {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
