import { PRICE_BAND, type ValidationIssue } from '../../protocol/index.ts'
import { qtyText, type Units } from './units.ts'

/**
 * An instrument's limits on an input, checked before anything moves: quantities on the lot grid
 * between one lot and `max`, prices on the tick grid and within a band around the reference
 * price. Each answers the whole-steps value, or the 422 issue that says what is allowed.
 */
export type Checked = { ok: number } | { issue: ValidationIssue }

const issue = (field: string, msg: string, type: string): { issue: ValidationIssue } => ({
  issue: { loc: ['body', field], msg, type },
})

export function checkQuantity(field: string, qty: number, u: Units, max: number): Checked {
  const lots = u.toLots(qty)
  const { lotSize } = u.symbol
  if (lots === undefined)
    return issue(
      field,
      `Quantity must be a multiple of the lot size ${qtyText(lotSize)}`,
      'lot_size',
    )
  if (lots < 1)
    return issue(field, `Quantity must be at least one lot (${qtyText(lotSize)})`, 'min_qty')
  if (qty > max)
    return issue(field, `Quantity must be at most ${qtyText(max)} ${u.symbol.symbol}`, 'max_qty')
  return { ok: lots }
}

/** The band a price must lie in, in ticks: [reference ÷ band, reference × band], inward-rounded. */
export function bandTicks(u: Units, reference: number | null, band = PRICE_BAND): [number, number] {
  if (reference === null || !(reference > 0)) return [1, Number.MAX_SAFE_INTEGER]
  const tick = u.symbol.tickSize
  return [
    Math.max(1, Math.ceil(reference / band / tick - 1e-9)),
    Math.floor((reference * band) / tick + 1e-9),
  ]
}

export function checkPrice(
  field: string,
  price: number,
  u: Units,
  reference: number | null,
  band = PRICE_BAND,
): Checked {
  const ticks = u.toTicks(price)
  if (ticks === undefined || ticks < 1)
    return issue(
      field,
      `${field} must be a positive multiple of the tick size ${qtyText(u.symbol.tickSize)}`,
      'tick_size',
    )
  const [low, high] = bandTicks(u, reference, band)
  if (ticks < low || ticks > high)
    return issue(
      field,
      `${field} must be between ${qtyText(u.price(low))} and ${qtyText(u.price(high))} (within ${band}x of the last price ${qtyText(reference ?? 0)})`,
      'price_band',
    )
  return { ok: ticks }
}
