import { expectedFill, takerFee, type FillModel } from '../../../protocol/strategies/index.ts'
import type { BarObject } from './data.ts'

/**
 * The straightforward way to backtest the MA crossover: candles as objects, both averages
 * recomputed over their window at every bar (slice and sum), a position object, a decision
 * object per signal. Same rules as the engine (stop loss at the close first, then the crosses;
 * 95 % of equity as cost + fee; lots rounded down; the same fill model), so the fills agree.
 */

export interface NaiveFill {
  time: number
  side: 'buy' | 'sell'
  quantity: number
  price: number
  reason: string
}

interface Position {
  quantity: number
  entryPrice: number
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

function floorLots(quantity: number, lot: number): number {
  const lots = Math.floor(quantity / lot + 1e-9)
  return lots > 0 ? Number((lots * lot).toPrecision(12)) : 0
}

export function naiveCrossover(
  bars: BarObject[],
  start: number,
  fast: number,
  slow: number,
  stopLossPct: number,
  capital: number,
  fill: FillModel,
): { fills: NaiveFill[]; equity: number[] } {
  let cash = capital
  const state: { position: Position | null } = { position: null }
  const fills: NaiveFill[] = []
  const equity: number[] = []
  const sma = (i: number, period: number) =>
    i + 1 < period ? Number.NaN : mean(bars.slice(i + 1 - period, i + 1).map((b) => b.close))
  const trade = (
    bar: BarObject,
    decision: { side: 'buy' | 'sell'; quantity: number; reason: string },
  ) => {
    const modelled = expectedFill(fill, decision.side, decision.quantity, bar.close)
    // What the ladder cannot fill is not traded, except the final close-out (at the close).
    const executed = modelled ?? (decision.reason === 'end_of_data' ? { price: bar.close } : null)
    if (!executed) return
    const fee = takerFee(fill, executed.price, decision.quantity)
    if (decision.side === 'buy') {
      cash -= decision.quantity * executed.price + fee
      state.position = { quantity: decision.quantity, entryPrice: executed.price }
    } else {
      cash += decision.quantity * executed.price - fee
      state.position = null
    }
    fills.push({ ...decision, time: bar.time, price: executed.price })
  }
  for (let i = start; i < bars.length; i++) {
    const bar = bars[i] as BarObject
    const held = state.position
    const now = { fast: sma(i, fast), slow: sma(i, slow) }
    const before = { fast: sma(i - 1, fast), slow: sma(i - 1, slow) }
    if (held) {
      const pnlPct = ((bar.close - held.entryPrice) * 100) / held.entryPrice
      if (pnlPct <= -stopLossPct)
        trade(bar, { side: 'sell', quantity: held.quantity, reason: 'stop_loss' })
      else if (before.fast >= before.slow && now.fast < now.slow) {
        trade(bar, { side: 'sell', quantity: held.quantity, reason: 'death_cross' })
      }
    } else if (before.fast <= before.slow && now.fast > now.slow) {
      const budget = cash * 0.95
      const perUnit = 1 + fill.takerFeeRate
      const rough = floorLots(budget / (bar.close * perUnit), fill.lotSize)
      const estimate = rough > 0 ? expectedFill(fill, 'buy', rough, bar.close) : null
      const quantity = estimate ? floorLots(budget / (estimate.price * perUnit), fill.lotSize) : 0
      if (quantity > 0) trade(bar, { side: 'buy', quantity, reason: 'golden_cross' })
    }
    const open = state.position
    equity.push(cash + (open ? open.quantity * bar.close : 0))
  }
  const last = bars[bars.length - 1]
  const open = state.position
  if (open && last) trade(last, { side: 'sell', quantity: open.quantity, reason: 'end_of_data' })
  return { fills, equity }
}
