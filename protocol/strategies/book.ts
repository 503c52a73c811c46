import type { StrategyMarket } from './config.ts'
import type { Decision, StrategyBook } from './engine-types.ts'

/**
 * A strategy's own book: what it holds and what its capital has become. The backtest applies its
 * modelled fills here and the live runner the exchange's real ones, through the same functions.
 *
 * Accounting: spot cash pays the cost of what it buys (equity = cash + quantity × price); perp
 * cash holds no margin, only realised P&L, fees and funding (equity = cash + quantity × (price −
 * entryPrice)). Either way `cash` starts at the allocated capital. Functions mutate and return
 * the book they are given (the backtest's hot loop allocates nothing per bar).
 */

export interface ExecutedFill {
  price: number
  quantity: number
  fee: number
}

const DAY_MS = 86_400_000

export function emptyBook(capital: number): StrategyBook {
  return {
    cash: capital,
    quantity: 0,
    entryPrice: 0,
    lastEntryPrice: 0,
    entries: 0,
    entryTime: null,
    lastEntryTime: null,
    lastExitTime: null,
    realizedPnl: 0,
    fees: 0,
    funding: 0,
    day: null,
    dayStartEquity: capital,
    haltedDay: null,
  }
}

export function bookEquity(book: StrategyBook, price: number, market: StrategyMarket): number {
  if (book.quantity === 0) return book.cash
  return market === 'spot'
    ? book.cash + book.quantity * price
    : book.cash + book.quantity * (price - book.entryPrice)
}

/** Strips float noise from a quantity sum (0.1 + 0.2) without touching a real quantity. */
const clean = (q: number): number => Number(q.toPrecision(12))

/** Closes up to `quantity` of the open position at `price`; returns what was left unfilled. */
function reduce(
  book: StrategyBook,
  price: number,
  quantity: number,
  time: number,
  market: StrategyMarket,
): number {
  const held = Math.abs(book.quantity)
  const closed = Math.min(held, quantity)
  const sign = Math.sign(book.quantity)
  const pnl = sign * closed * (price - book.entryPrice)
  book.realizedPnl += pnl
  book.cash += market === 'spot' ? closed * price : pnl
  book.quantity = closed >= held ? 0 : clean(book.quantity - sign * closed)
  if (book.quantity === 0) {
    book.entryPrice = 0
    book.lastEntryPrice = 0
    book.entries = 0
    book.entryTime = null
    book.lastExitTime = time
  }
  return clean(quantity - closed)
}

function add(
  book: StrategyBook,
  sign: number,
  price: number,
  quantity: number,
  time: number,
  market: StrategyMarket,
): void {
  const held = Math.abs(book.quantity)
  book.entryPrice = (held * book.entryPrice + quantity * price) / (held + quantity)
  if (held === 0) book.entryTime = time
  book.quantity = clean(book.quantity + sign * quantity)
  book.lastEntryPrice = price
  book.lastEntryTime = time
  book.entries += 1
  if (market === 'spot') book.cash -= quantity * price
}

/**
 * Applies an executed fill of `decision` at `time` (the bar's close time, so bar counts since an
 * entry are whole numbers). A sell beyond a long (or a buy beyond a short) closes it and opens
 * the rest the other way, as the exchange's netting would. A fill of the daily loss limit halts
 * entries for the rest of the book's day.
 */
export function applyFill(
  book: StrategyBook,
  decision: Decision,
  fill: ExecutedFill,
  time: number,
  market: StrategyMarket,
): StrategyBook {
  const sign = decision.side === 'buy' ? 1 : -1
  let left = fill.quantity
  if (book.quantity !== 0 && Math.sign(book.quantity) !== sign) {
    left = reduce(book, fill.price, left, time, market)
  }
  if (left > 0) add(book, sign, fill.price, left, time, market)
  book.fees += fill.fee
  book.cash -= fill.fee
  if (decision.reason === 'daily_loss_limit') book.haltedDay = book.day
  return book
}

/**
 * Funding on a perp position: `rate` (already multiplied by the number of funding times that
 * passed) × notional at `price`. Longs pay a positive rate and shorts receive it. `book.funding`
 * adds up what was paid (negative when received).
 */
export function chargeFunding(book: StrategyBook, rate: number, price: number): StrategyBook {
  if (book.quantity === 0 || !Number.isFinite(rate) || rate === 0) return book
  const payment = rate * book.quantity * price
  book.cash -= payment
  book.funding += payment
  return book
}

const dayNames = new Map<number, string>()

/**
 * The UTC day (YYYY-MM-DD) of an epoch-ms time. A 10-year daily grid asks for millions of them,
 * and Date's ISO formatting costs ~1 µs each, so each day's name is made once and kept.
 */
export function utcDay(time: number): string {
  const day = Math.floor(time / DAY_MS)
  let name = dayNames.get(day)
  if (name === undefined) {
    if (dayNames.size > 100_000) dayNames.clear()
    name = new Date(day * DAY_MS).toISOString().slice(0, 10)
    dayNames.set(day, name)
  }
  return name
}

/**
 * Starts a new UTC day on the book when `time` (a bar's close) falls in a later day than the
 * book's: the daily loss limit then measures from `equity` (the equity the day opened with).
 * Returns whether the day changed.
 */
export function rollDay(book: StrategyBook, time: number, equity: number): boolean {
  const day = utcDay(time)
  if (day === book.day) return false
  book.day = day
  book.dayStartEquity = equity
  return true
}
