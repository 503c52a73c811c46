import type { HoldingCreate } from '../../protocol/index.ts'
import { ValidationError } from '../http/errors.ts'
import { checkPrice, checkQuantity } from '../trading/bounds.ts'
import type { TradingCore } from '../trading/core.ts'
import { qtyText } from '../trading/units.ts'

/** A manual holding may total this many times the instrument's largest order. */
export const MANUAL_QUANTITY_FACTOR = 100
/** An average price may be at most this many times the last price (older buys can be far lower). */
const MANUAL_PRICE_FACTOR = 1000

/**
 * A manual holding on the instrument's grid and within its bounds: a known symbol, a quantity of
 * whole lots, an average price of whole ticks between one tick and 1000x the last price.
 * Answers the holding with the symbol as listed, or throws the 422.
 */
export function checkManualHolding(core: TradingCore, h: HoldingCreate): HoldingCreate {
  const symbol = h.symbol.toUpperCase()
  if (!core.market.hasSymbol(symbol))
    throw new ValidationError([
      { loc: ['body', 'symbol'], msg: `Unknown symbol ${h.symbol}`, type: 'unknown_symbol' },
    ])
  const u = core.unitsOf(symbol)
  const issues: ValidationError['issues'] = []
  const qty = checkQuantity('quantity', h.quantity, u, maxManualQuantity(core, symbol))
  if ('issue' in qty) issues.push(qty.issue)
  const price = checkPrice('averagePrice', h.averagePrice, u, null)
  if ('issue' in price) issues.push(price.issue)
  const last = core.quotes(symbol).last
  if ('ok' in price && last !== null && h.averagePrice > last * MANUAL_PRICE_FACTOR)
    issues.push({
      loc: ['body', 'averagePrice'],
      msg: `averagePrice must be at most ${qtyText(last * MANUAL_PRICE_FACTOR)} (${MANUAL_PRICE_FACTOR}x the last price)`,
      type: 'price_band',
    })
  if (issues.length > 0) throw new ValidationError(issues)
  return { ...h, symbol }
}

export const maxManualQuantity = (core: TradingCore, symbol: string): number =>
  core.unitsOf(symbol).symbol.maxQuantity * MANUAL_QUANTITY_FACTOR
