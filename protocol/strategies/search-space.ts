import { createRng } from '../stats/rng.ts'
import { MAX_OPTIMIZE_TRIALS } from '../strategies-api.ts'
import type { StrategyConfig } from './config.ts'

/**
 * The space an optimisation searches: each searched parameter's grid min, min + step, … ≤ max.
 * Points are vectors of grid indices; `pointParams` turns one into parameter values.
 */

export interface SearchAxis {
  name: string
  values: number[]
}

export function axisValues(min: number, max: number, step: number): number[] {
  const count = Math.floor((max - min) / step + 1e-9) + 1
  const out: number[] = []
  for (let k = 0; k < count; k++) out.push(Number((min + k * step).toPrecision(12)))
  return out
}

export function searchAxes(config: StrategyConfig, names?: string[]): SearchAxis[] {
  const declared = Object.keys(config.parameters)
  const chosen = names ?? declared
  for (const name of chosen) {
    if (!declared.includes(name)) throw new Error(`Unknown parameter "${name}"`)
  }
  return declared
    .filter((name) => chosen.includes(name))
    .map((name) => {
      const p = config.parameters[name] as StrategyConfig['parameters'][string]
      return { name, values: axisValues(p.min, p.max, p.step) }
    })
}

export function gridSize(axes: SearchAxis[]): number {
  return axes.reduce((n, a) => n * a.values.length, 1)
}

export function pointParams(axes: SearchAxis[], point: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {}
  axes.forEach((a, d) => (out[a.name] = a.values[point[d] ?? 0] ?? 0))
  return out
}

/** Every combination, the first axis varying slowest; an error beyond MAX_OPTIMIZE_TRIALS. */
export function gridPoints(axes: SearchAxis[]): number[][] {
  const size = gridSize(axes)
  if (size > MAX_OPTIMIZE_TRIALS) {
    throw new Error(
      `The grid has ${size} combinations, more than ${MAX_OPTIMIZE_TRIALS}: narrow a range or take larger steps`,
    )
  }
  const out: number[][] = []
  const point = axes.map(() => 0)
  for (let k = 0; k < size; k++) {
    out.push([...point])
    for (let d = axes.length - 1; d >= 0; d--) {
      point[d] = (point[d] ?? 0) + 1
      if ((point[d] ?? 0) < (axes[d]?.values.length ?? 0)) break
      point[d] = 0
    }
  }
  return out
}

/** `count` distinct points drawn uniformly from the grid with a seeded generator. */
export function randomPoints(
  axes: SearchAxis[],
  count: number,
  seed: number,
  seen = new Set<string>(),
): number[][] {
  const rng = createRng(seed)
  const wanted = Math.min(count, gridSize(axes) - seen.size)
  const out: number[][] = []
  for (let attempt = 0; out.length < wanted && attempt < wanted * 50; attempt++) {
    const point = axes.map((a) => Math.floor(rng.next() * a.values.length))
    const key = point.join(',')
    if (seen.has(key)) continue
    seen.add(key)
    out.push(point)
  }
  return out
}

/**
 * Children of the parents for one (μ + λ) generation: each child copies a parent (round robin)
 * and moves one axis chosen at random, plus each other axis with probability 1 / axes, by ±1 or
 * ±2 grid steps (clamped). Points already seen are redrawn (10 tries) and otherwise dropped.
 */
export function mutate(
  axes: SearchAxis[],
  parents: number[][],
  lambda: number,
  rng: { next(): number },
  seen: Set<string>,
): number[][] {
  const out: number[][] = []
  for (let c = 0; c < lambda; c++) {
    const parent = parents[c % parents.length] ?? []
    for (let attempt = 0; attempt < 10; attempt++) {
      const forced = Math.floor(rng.next() * axes.length)
      const child = parent.map((v, d) => {
        if (d !== forced && rng.next() >= 1 / axes.length) return v
        const delta = (1 + Math.floor(rng.next() * 2)) * (rng.next() < 0.5 ? -1 : 1)
        const max = (axes[d]?.values.length ?? 1) - 1
        return Math.min(max, Math.max(0, v + delta))
      })
      const key = child.join(',')
      if (seen.has(key)) continue
      seen.add(key)
      out.push(child)
      break
    }
  }
  return out
}
