/**
 * Values that cross the port between the UI and the data engine (results, states, batches).
 * The UI imports them through api.ts, type-only.
 */
import type {
  Balance,
  Candle,
  MarketPrice,
  MarketTrade,
  Order,
  OrderRequest,
  PortfolioSummary,
  Position,
  Timeframe,
  Trade,
  User,
  liquidationWarningData,
} from '../../protocol/index.ts'
import type { z } from 'zod'

export interface FieldError {
  /** e.g. ["body", "email"] */
  loc: (string | number)[]
  msg: string
}

export interface EngineFailure {
  /** HTTP status, or null when no response came (network error, timeout). */
  status: number | null
  /** The message to show (SPEC §8). */
  message: string
  /** Present on 422: one entry per field. */
  fields?: FieldError[]
  /** Login only: the server answered 403 asking for a second factor; show the 2FA screen. */
  twoFactorRequired?: boolean
}

export type EngineResult<T> = { ok: true; value: T } | { ok: false; error: EngineFailure }

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated'

export interface SessionState {
  status: SessionStatus
  user: User | null
  /** True when the server cannot be reached; the app runs from IndexedDB. */
  offline: boolean
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error'

export interface ConnectionState {
  status: ConnectionStatus
  /** Set with status `error`, e.g. "Failed to reconnect after multiple attempts". */
  message: string | null
  /** Reconnect attempts made since the last successful open. */
  attempt: number
}

/** Prices flushed to one tab every 50 ms: only symbols that changed since the last flush. */
export interface PriceBatch {
  prices: MarketPrice[]
}

/** Columnar candles ready for uPlot's setData: [times (s), opens, highs, lows, closes, volumes]. */
export type ColumnarCandles = [number[], number[], number[], number[], number[], number[]]

export interface CachedValue<T> {
  value: T
  /** True when the value came from IndexedDB because the server could not be reached. */
  fromCache: boolean
  /** When that saved copy was made (ms), if known. */
  savedAt?: number | null
}

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export interface RegisterInput {
  email: string
  password: string
  username: string
  full_name?: string
}

export type SubscriptionId = number

/** Recent public trades of one symbol, newest first, at most 100. */
export interface TradesUpdate {
  symbol: string
  trades: MarketTrade[]
}

/** The active portfolio valued by the server (its `portfolio` push), or null without one. */
export interface PortfolioSummaryUpdate {
  summary: PortfolioSummary | null
  /** When the server valued it (ms); a summary read from IndexedDB keeps its original time. */
  asOf: number
  fromCache: boolean
}

/** Something the server or another tab changed: queries of this topic are out of date. */
export interface DataChange {
  topic:
    'portfolios' | 'holdings' | 'orders' | 'positions' | 'balances' | 'notifications' | 'settings'
  /** Set when the change concerns one portfolio only. */
  portfolioId?: string
}

/**
 * What a trader asks for on the ticket. The engine adds the client id (sent as Idempotency-Key,
 * made once per submission so a retry never doubles the order), `placedAt`, and keeps it.
 */
export type OrderInput = Omit<OrderRequest, 'clientOrderId' | 'placedAt'>

/**
 * Where an order stands in the engine's optimistic state machine (SPEC §4): `confirmed` is the
 * server's word; the others are shown at once and last until the server's answer or push
 * confirms them, or the answer refuses them and the order returns to what it was.
 */
export type OrderLocalState = 'confirmed' | 'placing' | 'modifying' | 'cancelling' | 'queued'

export interface OrderView extends Order {
  local: OrderLocalState
  /** `queued`: kept by the service worker while offline since then (ms); sent when online. */
  queuedAt?: number
}

/** One portfolio's orders, active and history, newest first (at most 1000). */
export interface OrdersUpdate {
  portfolioId: string
  orders: OrderView[]
  /** When the server last confirmed this list (ms); a list from IndexedDB keeps its time. */
  asOf: number
  fromCache: boolean
}

/** One portfolio's open positions (spot and perp), live from the `positions` channel. */
export interface OpenPositionsUpdate {
  portfolioId: string
  positions: Position[]
  asOf: number
  fromCache: boolean
}

/** One portfolio's fills, newest first, at most 1000. */
export interface FillsUpdate {
  portfolioId: string
  trades: Trade[]
  asOf: number
  fromCache: boolean
}

export interface BalanceUpdate {
  portfolioId: string
  balance: Balance | null
  asOf: number
  fromCache: boolean
}

/**
 * Candles of one symbol and timeframe: a snapshot first (history, oldest first), then the live
 * last candle, built from the symbol's trades, each time it moves. A `last` whose time is after
 * the snapshot's newest candle opens a new candle.
 */
export type CandlesUpdate =
  | {
      kind: 'snapshot'
      symbol: string
      timeframe: Timeframe
      candles: ColumnarCandles
      fromCache: boolean
    }
  | { kind: 'last'; symbol: string; timeframe: Timeframe; candle: Candle }

/**
 * What the trader must be told about an order outside any answer: an order queued offline that
 * the server refused when it was replayed, with the server's reason.
 */
export interface OrderNotice {
  kind: 'refused'
  clientOrderId: string
  symbol: string
  message: string
}

/** The server's `liquidation_warning`: a perpetual position is close to its liquidation price. */
export type LiquidationWarning = z.infer<typeof liquidationWarningData>
