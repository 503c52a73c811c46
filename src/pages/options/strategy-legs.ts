/**
 * The strategy builder's legs and its templates, pure: a template picks strikes around the
 * at-the-money strike of the chosen expiry's chain (one listed strike apart), a click in the
 * chain adds one leg (buy at the ask, sell at the bid). Each leg has a ratio; the strategy's
 * quantity multiplies every ratio.
 */
import type { OptionRight, StrategyKind } from '../../../protocol/index.ts'
import type { PayoffLeg } from '../../../protocol/options/payoff.ts'
import type { RepricedChain, RepricedOption } from '../../../workers/engine/api.ts'

export interface BuilderLeg {
  symbol: string
  kind: OptionRight
  strike: number
  expiry: number
  side: 'buy' | 'sell'
  ratio: number
  /** Price per contract when added: the ask for a buy, the bid for a sell (the mark if none). */
  price: number
  /** The model's volatility when added, used for the leg while no surface is known. */
  iv: number
}

export const TEMPLATES = ['vertical', 'straddle', 'strangle', 'butterfly', 'iron_condor'] as const
export type OptionStrategyTemplate = (typeof TEMPLATES)[number]

/** What the trader pays (buy) or gets (sell) for a contract now. */
export const tradePrice = (option: RepricedOption, side: 'buy' | 'sell'): number =>
  (side === 'buy' ? option.ask : option.bid) ?? option.mark

export function legOf(
  chain: RepricedChain,
  strike: number,
  kind: OptionRight,
  side: 'buy' | 'sell',
  ratio = 1,
): BuilderLeg | null {
  const option = chain.strikes.find((row) => row.strike === strike)?.[kind]
  if (!option) return null
  return {
    symbol: option.symbol,
    kind,
    strike,
    expiry: chain.expiry,
    side,
    ratio,
    price: tradePrice(option, side),
    iv: option.iv,
  }
}

type Pick = [offset: number, kind: OptionRight, side: 'buy' | 'sell', ratio: number]

/** Each template as strikes counted from the at-the-money one. */
const PICKS: Record<OptionStrategyTemplate, Pick[]> = {
  vertical: [
    [0, 'call', 'buy', 1],
    [1, 'call', 'sell', 1],
  ],
  straddle: [
    [0, 'call', 'buy', 1],
    [0, 'put', 'buy', 1],
  ],
  strangle: [
    [-1, 'put', 'buy', 1],
    [1, 'call', 'buy', 1],
  ],
  butterfly: [
    [-1, 'call', 'buy', 1],
    [0, 'call', 'sell', 2],
    [1, 'call', 'buy', 1],
  ],
  iron_condor: [
    [-2, 'put', 'buy', 1],
    [-1, 'put', 'sell', 1],
    [1, 'call', 'sell', 1],
    [2, 'call', 'buy', 1],
  ],
}

/** The template's legs around the chain's ATM strike, or null when the strikes run out. */
export function templateLegs(
  template: OptionStrategyTemplate,
  chain: RepricedChain,
): BuilderLeg[] | null {
  const strikes = chain.strikes.map((row) => row.strike)
  const atm = strikes.indexOf(chain.atmStrike)
  if (atm < 0) return null
  const legs: BuilderLeg[] = []
  for (const [offset, kind, side, ratio] of PICKS[template]) {
    const strike = strikes[atm + offset]
    const leg = strike === undefined ? null : legOf(chain, strike, kind, side, ratio)
    if (!leg) return null
    legs.push(leg)
  }
  return legs
}

/** A leg added from the chain joins one on the same contract and side, else is appended. */
export function addLeg(legs: readonly BuilderLeg[], leg: BuilderLeg): BuilderLeg[] {
  const same = legs.findIndex((l) => l.symbol === leg.symbol && l.side === leg.side)
  if (same < 0) return [...legs, leg]
  return legs.map((l, i) => (i === same ? { ...l, ratio: l.ratio + leg.ratio } : l))
}

/** The legs as the payoff module takes them, at `quantity` times their ratios. */
export function payoffLegs(
  legs: readonly BuilderLeg[],
  quantity: number,
  livePrice: (leg: BuilderLeg) => number = (leg) => leg.price,
): PayoffLeg[] {
  return legs.map((leg) => ({
    kind: leg.kind,
    strike: leg.strike,
    expiry: leg.expiry,
    side: leg.side,
    quantity: leg.ratio * quantity,
    premium: livePrice(leg),
  }))
}

/** The label the multi-leg order carries: the template's while its legs are untouched. */
export const strategyLabel = (template: OptionStrategyTemplate | null): StrategyKind =>
  template ?? 'custom'
