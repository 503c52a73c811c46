import { TAKER_FEE_RATE } from '../../../protocol/trading-math.ts'
import type { FillModel } from '../../../protocol/strategies/engine-types.ts'
import { HALF_SPREAD, MAKER_LEVELS } from '../../market/market-maker.ts'
import { SYMBOLS, type SymbolSpec } from '../../market/symbols.ts'

export const specOf = (symbol: string): SymbolSpec | undefined =>
  SYMBOLS.find((s) => s.symbol === symbol)

/**
 * The exchange as a backtest sees it: the market maker's ladder (its half spread, its levels,
 * its depth from the symbol's daily notional) and the taker fee every market order pays, so a
 * backtest fills the way the live book would.
 */
export function fillModelFor(spec: SymbolSpec): FillModel {
  return {
    tickSize: spec.tickSize,
    lotSize: spec.lotSize,
    takerFeeRate: TAKER_FEE_RATE,
    halfSpreadFraction: HALF_SPREAD[spec.assetClass],
    dailyNotional: spec.dailyNotional,
    levels: MAKER_LEVELS,
  }
}
