import { QUICK_SIZES_MAX } from '../../../../protocol/settings.ts'

/** "100, 500" → [100, 500]; null unless 1–8 different positive amounts. */
export function parseQuickSizes(raw: string): number[] | null {
  const sizes = raw
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
  const ok =
    sizes.length > 0 &&
    sizes.length <= QUICK_SIZES_MAX &&
    sizes.every((n) => Number.isFinite(n) && n > 0) &&
    new Set(sizes).size === sizes.length
  return ok ? sizes : null
}
