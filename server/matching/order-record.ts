import type { BookOrderType, BookOrderStatus, OrderState, Side, Stp, Tif } from './types.ts'
import type { Level } from './level.ts'

/**
 * The matching book's own mutable order, linked into its price level's FIFO queue. Events carry
 * `snapshot()` copies, so listeners can keep them while the book moves on.
 */
export class OrderRecord {
  filled = 0
  notional = 0
  level: Level | null = null
  prev: OrderRecord | null = null
  next: OrderRecord | null = null

  constructor(
    readonly id: string,
    readonly owner: string,
    readonly side: Side,
    readonly type: BookOrderType,
    public qty: number,
    public price: number | null,
    readonly stopPrice: number | null,
    readonly tif: Tif,
    readonly postOnly: boolean,
    readonly reduceOnly: boolean,
    public status: BookOrderStatus,
    public seq: number,
    readonly stp: Stp,
    readonly protectionPrice: number | null,
  ) {}

  get remaining(): number {
    return this.qty - this.filled
  }

  /** Orders that execute as market orders: market itself, and stop / take-profit once triggered. */
  get isMarket(): boolean {
    return this.type === 'market' || this.type === 'stop' || this.type === 'take_profit'
  }

  snapshot(): OrderState {
    return {
      id: this.id,
      owner: this.owner,
      side: this.side,
      type: this.type,
      qty: this.qty,
      filled: this.filled,
      price: this.price,
      stopPrice: this.stopPrice,
      tif: this.tif,
      postOnly: this.postOnly,
      reduceOnly: this.reduceOnly,
      status: this.status,
      notional: this.notional,
      seq: this.seq,
    }
  }
}

export const recordFromState = (s: OrderState): OrderRecord => {
  const r = new OrderRecord(
    s.id,
    s.owner,
    s.side,
    s.type,
    s.qty,
    s.price,
    s.stopPrice,
    s.tif,
    s.postOnly,
    s.reduceOnly,
    s.status,
    s.seq,
    'cancel_taker',
    null,
  )
  r.filled = s.filled
  r.notional = s.notional
  return r
}
