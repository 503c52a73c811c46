import type { Slice } from './allocation.ts'

/** A circle of circumference 100, so a slice's dash length is its share in per cent. */
const R = 15.915494309189533
const SLICE_COLOURS = 8

/**
 * The allocation as a ring of slices, one per entry, in the order given. The figures are in the
 * table beside it; the ring is named by `label` as one image.
 */
export function Donut({ slices, label }: { slices: readonly Slice[]; label: string }) {
  // Where each slice starts: the shares before it, in per cent of the ring.
  const starts = slices.map((_, i) => slices.slice(0, i).reduce((n, s) => n + s.share * 100, 0))
  return (
    <svg className="donut" viewBox="0 0 42 42" role="img" aria-label={label}>
      <circle className="donut-track" cx="21" cy="21" r={R} />
      {slices.map((s, i) => {
        const length = s.share * 100
        // Dash offsets count backwards from 3 o'clock; 25 starts the first slice at 12.
        const dashOffset = 25 - (starts[i] ?? 0)
        return (
          <circle
            key={s.key}
            className={`donut-slice alloc-${i % SLICE_COLOURS}`}
            cx="21"
            cy="21"
            r={R}
            strokeDasharray={`${length} ${100 - length}`}
            strokeDashoffset={dashOffset}
          />
        )
      })}
    </svg>
  )
}

export const swatchClass = (index: number): string => `swatch alloc-${index % SLICE_COLOURS}`
