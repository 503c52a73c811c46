/**
 * Checks an inline modification before it is sent, with the server's own rules (prices on the
 * tick grid, quantities on the lot grid up to the instrument's maximum), plus the one a partly
 * filled order adds: the new quantity must stay above what has already filled.
 */
import type { TFunction } from 'i18next'
import type { SymbolInfo } from '../../../protocol/market.ts'
import type { Order, OrderModify } from '../../../protocol/trading.ts'
import { formatQuantity } from '../../lib/format.ts'

export interface ModifyDraft {
  price: string
  quantity: string
}
export type ModifyField = keyof ModifyDraft
export type ModifyErrors = Partial<Record<ModifyField, string>>

/** `patch` holds only what changed: empty when the trader saved the order as it was. */
export type ModifyCheck = { ok: true; patch: OrderModify } | { ok: false; errors: ModifyErrors }

type Grid = Pick<SymbolInfo, 'tickSize' | 'lotSize' | 'maxQuantity'>
type Modifiable = Pick<Order, 'price' | 'quantity' | 'filledQuantity'>

/** Typed digits with an optional decimal point; grouping commas ("60,000") are allowed. */
const NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/

export function parseAmount(text: string): number | null {
  const t = text.trim()
  if (t === '' || t === '.' || !NUMBER.test(t)) return null
  const n = Number(t.replaceAll(',', ''))
  return Number.isFinite(n) ? n : null
}

/** Whether `value` is a whole number of `step`s, with the server's tolerance for binary floats. */
export function onGrid(value: number, step: number): boolean {
  const n = Math.round(value / step)
  const tolerance = Math.max(step * 1e-6, Math.abs(value) * 1e-12)
  return Number.isSafeInteger(n) && Math.abs(n * step - value) <= tolerance
}

/** The draft a row starts editing with: the order's current price and quantity. */
export const draftOf = (o: Modifiable): ModifyDraft => ({
  price: o.price === null ? '' : String(o.price),
  quantity: String(o.quantity),
})

function priceError(t: TFunction, price: number | null, grid: Grid | null): string | undefined {
  if (price === null) return t('orders.modifyErrors.enterPrice')
  if (!(price > 0)) return t('orders.modifyErrors.priceAboveZero')
  if (grid && !onGrid(price, grid.tickSize))
    return t('orders.modifyErrors.offTick', { tick: formatQuantity(grid.tickSize) })
  return undefined
}

function quantityError(
  t: TFunction,
  qty: number | null,
  o: Modifiable,
  grid: Grid | null,
): string | undefined {
  if (qty === null) return t('orders.modifyErrors.enterQuantity')
  if (!(qty > 0)) return t('orders.modifyErrors.quantityAboveZero')
  if (grid && !onGrid(qty, grid.lotSize))
    return t('orders.modifyErrors.offLot', { lot: formatQuantity(grid.lotSize) })
  if (qty <= o.filledQuantity)
    return t('orders.modifyErrors.belowFilled', { filled: formatQuantity(o.filledQuantity) })
  if (grid && qty > grid.maxQuantity)
    return t('orders.modifyErrors.aboveMax', { max: formatQuantity(grid.maxQuantity) })
  return undefined
}

/**
 * The patch to send, or a message per field. An order without a limit price (market, stop) has
 * no price to change, so its price is not read. Without the instrument's grid (symbols not
 * loaded yet) only the grid checks are left to the server.
 */
export function validateModify(
  t: TFunction,
  o: Modifiable,
  draft: ModifyDraft,
  grid: Grid | null,
): ModifyCheck {
  const errors: ModifyErrors = {}
  const patch: OrderModify = {}
  if (o.price !== null) {
    const price = parseAmount(draft.price)
    const e = priceError(t, price, grid)
    if (e) errors.price = e
    else if (price !== null && price !== o.price) patch.price = price
  }
  const qty = parseAmount(draft.quantity)
  const e = quantityError(t, qty, o, grid)
  if (e) errors.quantity = e
  else if (qty !== null && qty !== o.quantity) patch.quantity = qty
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, patch }
}
