export const decimalsOf = (step: number): number => {
  const text = step.toString()
  const exp = /e-(\d+)$/.exec(text)
  if (exp?.[1]) return Number(exp[1])
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0
}

/** Rounds to a multiple of `step` without float noise (0.30000000000000004), never below one step. */
export function roundToStep(value: number, step: number): number {
  const steps = Math.max(1, Math.round(value / step))
  return Number((steps * step).toFixed(decimalsOf(step)))
}

/**
 * `roundToStep` for one step, its decimals worked out once: the backfill rounds hundreds of
 * thousands of prices at start. Same results: an integer count of the step's smallest decimal,
 * divided once by a power of ten, is the double nearest the decimal, as parsing `toFixed` gives.
 */
export function stepRounder(step: number): (value: number) => number {
  const scale = 10 ** decimalsOf(step)
  const unit = Math.round(step * scale)
  return (value) => (Math.max(1, Math.round(value / step)) * unit) / scale
}

/** Same, but allows zero (sizes, volumes). */
export function floorToStep(value: number, step: number): number {
  const steps = Math.max(0, Math.floor(value / step + 1e-9))
  return Number((steps * step).toFixed(decimalsOf(step)))
}
