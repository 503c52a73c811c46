import type { CSSProperties } from 'react'

/**
 * A cell's background for a correlation: blue for moving together, orange for moving apart, more
 * opaque the stronger. Capped so the printed value keeps its contrast in both themes.
 */
export function correlationTone(value: number): CSSProperties {
  if (!Number.isFinite(value)) return {}
  const strength = Math.min(1, Math.abs(value))
  const alpha = Math.round(strength * 45) / 100
  const rgb = value >= 0 ? '56 189 248' : '249 115 22'
  return { backgroundColor: `rgb(${rgb} / ${alpha})` }
}
