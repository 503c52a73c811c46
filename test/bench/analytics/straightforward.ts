/**
 * The straightforward implementations the analytics bench compares against: what one writes
 * first, with the same definitions (so the figures agree) but without the care: arrays of
 * objects, filter/map/reduce, every rolling window recomputed from scratch, Box–Muller normals,
 * nested-array matrix products, an allocation per path and a full sort per level.
 */
import { createRng } from '../../../protocol/stats/index.ts'

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
const std = (xs: number[]) => {
  const m = mean(xs)
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1))
}

/** Buy and hold: each asset's value follows its returns, the portfolio's return is their sum's. */
export function naivePortfolio(assets: number[][], weights: number[]): number[] {
  let values = weights.slice()
  const out: number[] = []
  for (let t = 0; t < (assets[0]?.length ?? 0); t++) {
    const before = values.reduce((s, v) => s + v, 0)
    values = values.map((v, i) => v * (1 + (assets[i]?.[t] ?? 0)))
    out.push(values.reduce((s, v) => s + v, 0) / before - 1)
  }
  return out
}

export function naiveAnalyse(
  times: number[],
  r: number[],
  b: number[],
  ppy: number,
  rf: number,
  window: number,
) {
  const days = r.map((v, i) => ({ time: times[i] ?? 0, r: v, b: b[i] ?? Number.NaN }))
  const obs = days.filter((d) => !Number.isNaN(d.r)).map((d) => d.r)
  const rfp = (1 + rf) ** (1 / ppy) - 1
  const twr = obs.reduce((w, x) => w * (1 + x), 1) - 1
  const excess = obs.map((x) => x - rfp)
  const sharpe = (mean(excess) / std(excess)) * Math.sqrt(ppy)
  const sortino =
    (mean(excess) / Math.sqrt(mean(excess.map((e) => Math.min(e, 0) ** 2)))) * Math.sqrt(ppy)
  const omega =
    obs.filter((x) => x > rfp).reduce((s, x) => s + x - rfp, 0) /
    obs.filter((x) => x < rfp).reduce((s, x) => s + rfp - x, 0)
  const wealth: number[] = []
  days.forEach((d, i) =>
    wealth.push((i === 0 ? 1 : (wealth[i - 1] ?? 1)) * (Number.isNaN(d.r) ? 1 : 1 + d.r)),
  )
  let peak = 1
  const drawdown = wealth.map((w) => {
    peak = Math.max(peak, w)
    return w / peak - 1
  })
  const maxDd = Math.min(...drawdown)
  const months = new Map<string, number[]>()
  for (const d of days) {
    if (Number.isNaN(d.r)) continue
    const date = new Date(d.time)
    const key = `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`
    months.set(key, [...(months.get(key) ?? []), d.r])
  }
  const monthly = [...months].map(([k, xs]) => ({ k, r: xs.reduce((w, x) => w * (1 + x), 1) - 1 }))
  const rolling = days.map((_, i) => {
    if (i < window - 1) return null
    const w = days
      .slice(i - window + 1, i + 1)
      .filter((d) => !Number.isNaN(d.r))
      .map((d) => d.r)
    if (w.length < Math.max(2, Math.ceil(window / 2))) return null
    return { sharpe: ((mean(w) - rfp) / std(w)) * Math.sqrt(ppy), vol: std(w) * Math.sqrt(ppy) }
  })
  const pairs = days.filter((d) => !Number.isNaN(d.r) && !Number.isNaN(d.b))
  const mr = mean(pairs.map((p) => p.r))
  const mb = mean(pairs.map((p) => p.b))
  const cov = pairs.reduce((s, p) => s + (p.r - mr) * (p.b - mb), 0) / (pairs.length - 1)
  const beta = cov / std(pairs.map((p) => p.b)) ** 2
  return { twr, sharpe, sortino, omega, maxDd, monthly, rolling, beta }
}

/** Box–Muller normals, nested arrays, a fresh array per path, and a sort per level. */
export function naiveMonteCarlo(
  exposures: number[],
  logMeans: number[],
  lower: number[][],
  h: number,
  paths: number,
  seed: number,
  levels: number[],
) {
  const rng = createRng(seed)
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
  const pnl: number[] = []
  for (let p = 0; p < paths; p++) {
    const z = exposures.map(() => normal())
    const x = lower.map(
      (row, i) =>
        (logMeans[i] ?? 0) * h + Math.sqrt(h) * row.reduce((s, l, j) => s + l * (z[j] ?? 0), 0),
    )
    pnl.push(x.reduce((s, xi, i) => s + (exposures[i] ?? 0) * (Math.exp(xi) - 1), 0))
  }
  return levels.map((level) => {
    const sorted = [...pnl].sort((a, b) => a - b)
    const pos = (sorted.length - 1) * (1 - level)
    const lo = Math.floor(pos)
    const q = (sorted[lo] ?? 0) + ((sorted[lo + 1] ?? 0) - (sorted[lo] ?? 0)) * (pos - lo)
    const tail = sorted.filter((v) => v <= q)
    return { level, var: -q, es: -mean(tail) }
  })
}
