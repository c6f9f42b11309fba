/** The p-th percentile of some timings (nearest rank): the figure every bench reports. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Milliseconds to two decimals, as the tables print them. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
