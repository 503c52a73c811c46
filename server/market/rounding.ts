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

/** Same, but allows zero (sizes, volumes). */
export function floorToStep(value: number, step: number): number {
  const steps = Math.max(0, Math.floor(value / step + 1e-9))
  return Number((steps * step).toFixed(decimalsOf(step)))
}
