import type { OptionSpec, OrderRequest, ValidationIssue } from '../../../protocol/index.ts'
import { qtyText } from '../../trading/units.ts'

/** A call is never worth more than the index; half again leaves room for a jump in the index. */
export const CALL_MAX_PRICE_FACTOR = 1.5

/** The most a contract can be worth: calls 1.5 × the index, puts their strike. */
export const optionMaxPrice = (spec: OptionSpec, indexPrice: number | undefined): number =>
  spec.right === 'put' ? spec.strike : CALL_MAX_PRICE_FACTOR * (indexPrice ?? spec.strike)

const issue = (field: string, msg: string, type: string): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type,
})

/**
 * The rules an order's market adds: option contracts trade only as `market: 'option'` (and
 * nothing else does), without stops and without leverage, at a price no higher than the
 * contract's maximum worth (instead of the band around the last price: option prices move by
 * multiples). `reduceOnly` is for perpetuals and options.
 */
export function marketIssues(
  req: OrderRequest,
  symbol: string,
  spec: OptionSpec | undefined,
  maxPrice: number | null,
): ValidationIssue[] {
  const market = req.market ?? (spec ? 'option' : 'spot')
  const issues: ValidationIssue[] = []
  if (spec && market !== 'option')
    issues.push(
      issue(
        'market',
        `${symbol} is an option contract: its orders take market 'option', not '${market}'`,
        'value_error',
      ),
    )
  if (!spec && market === 'option')
    issues.push(issue('market', `${symbol} is not an option contract`, 'value_error'))
  if (req.reduceOnly && market === 'spot')
    issues.push(
      issue(
        'reduceOnly',
        'reduceOnly is only allowed on perpetual and option orders',
        'value_error',
      ),
    )
  if (market !== 'perp' && (req.leverage ?? 1) !== 1)
    issues.push(issue('leverage', 'Leverage is only available on perpetual orders', 'value_error'))
  if (!spec) return issues
  const t = req.orderType
  if (t === 'stop' || t === 'stop_limit' || t === 'take_profit')
    issues.push(
      issue('orderType', `Option orders are limit or market orders, not ${t}`, 'value_error'),
    )
  if (req.price !== undefined && maxPrice !== null && req.price > maxPrice + 1e-9)
    issues.push(
      issue(
        'price',
        `price must be at most ${qtyText(maxPrice)}, the most ${symbol} can be worth`,
        'price_band',
      ),
    )
  return issues
}
