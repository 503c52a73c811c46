import type { Exchange } from '../matching/exchange.ts'
import { isHaltedOn } from './halts.ts'
import type { Rng } from './rng.ts'

/**
 * Random market orders that make the public prints: buys and sells of random size, leaning
 * toward the fair price so the last trade keeps following it.
 */
export function takeLiquidity(
  exchange: Exchange,
  symbol: string,
  fair: number,
  lotsBudget: number,
  rng: Rng,
  now: number,
  nextId: () => string,
): void {
  if (isHaltedOn(exchange, symbol)) return
  const book = exchange.book(symbol)
  const count = 1 + Math.floor(rng.next() * 3)
  const owner = `taker:${symbol}`
  for (let i = 0; i < count; i++) {
    const last = book.lastPrice()
    const lean = last === null ? 0.5 : last < fair ? 0.7 : last > fair ? 0.3 : 0.5
    const side = rng.next() < lean ? 'buy' : 'sell'
    const qty = Math.max(1, Math.floor((lotsBudget / count) * (0.5 + rng.next())))
    exchange.submit(symbol, { id: nextId(), owner, side, type: 'market', qty, tif: 'IOC' }, now)
  }
}
