/**
 * Values that cross the port between the UI and the data engine (results, states, batches).
 * The UI imports them through api.ts, type-only.
 */
import type { MarketPrice, MarketTrade, PortfolioSummary, User } from '../../protocol/index.ts'

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
