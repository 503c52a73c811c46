/**
 * The trading workspace's resizable sizes (px): the order book column, the ticket column and the
 * bottom panel. Kept within bounds that leave every panel usable; stored values are checked.
 */
export interface WorkspaceSizes {
  book: number
  ticket: number
  bottom: number
}
export type SizeKey = keyof WorkspaceSizes

export const SIZE_BOUNDS: Record<SizeKey, { min: number; max: number }> = {
  book: { min: 220, max: 520 },
  ticket: { min: 280, max: 440 },
  bottom: { min: 140, max: 640 },
}

export const DEFAULT_SIZES: WorkspaceSizes = { book: 320, ticket: 320, bottom: 230 }

const clamp = (key: SizeKey, v: number): number =>
  Math.round(Math.min(SIZE_BOUNDS[key].max, Math.max(SIZE_BOUNDS[key].min, v)))

/** Any stored value made valid: unknown shapes fall back to the defaults, numbers are clamped. */
export function validSizes(raw: unknown): WorkspaceSizes {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const pick = (key: SizeKey): number => {
    const v = r[key]
    return typeof v === 'number' && Number.isFinite(v) ? clamp(key, v) : DEFAULT_SIZES[key]
  }
  return { book: pick('book'), ticket: pick('ticket'), bottom: pick('bottom') }
}

/** The sizes after moving one splitter by `delta` px (already signed for that panel). */
export const resized = (s: WorkspaceSizes, key: SizeKey, delta: number): WorkspaceSizes => ({
  ...s,
  [key]: clamp(key, s[key] + delta),
})
