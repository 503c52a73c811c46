/**
 * The one typed contract between the UI (src/) and the data engine (a SharedWorker).
 * The UI holds a `Remote<EngineApi>` (Comlink) per tab; every method is async over the port.
 * Callbacks passed to `watch*` must be wrapped with Comlink's `proxy()` by the caller.
 * Failures are returned as values (`EngineResult`), never thrown, so structured details
 * (status, field errors) survive the port; the messages are SPEC §8's, word for word.
 */
import type {
  DemoHint,
  Holding,
  HoldingCreate,
  MarketPrice,
  Portfolio,
  PortfolioCreate,
  PortfolioUpdate,
  Settings,
  SymbolInfo,
  Timeframe,
  User,
  UserUpdate,
} from '../../protocol/index.ts'

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

export interface EngineApi {
  // tab lifecycle
  /**
   * Call once after connecting, once the tab HOLDS the Web Lock `lockName` for its whole life
   * (`navigator.locks.request(lockName, () => new Promise(() => {}))`, and wait until that
   * callback has run). The engine waits for the same lock: it is granted when the tab closes,
   * and the engine then drops the tab's watches. The name must start with "engine-tab-".
   */
  attach(lockName: string): Promise<void>
  /** The browser came back online or a tab became visible: reconnect the socket now. */
  reconnectNow(): Promise<void>

  // session
  /** Current session; on a fresh engine this starts the start-up check (refresh, then me). */
  getSession(): Promise<SessionState>
  /** Calls back at once with the current state, then on every change (every tab). */
  watchSession(cb: (s: SessionState) => void): Promise<SubscriptionId>
  login(input: LoginInput): Promise<EngineResult<User>>
  register(input: RegisterInput): Promise<EngineResult<User>>
  logout(): Promise<void>
  updateProfile(patch: UserUpdate): Promise<EngineResult<User>>
  demoHint(): Promise<DemoHint>

  // connection
  getConnection(): Promise<ConnectionState>
  /** Calls back at once with the current state, then on every change. */
  watchConnection(cb: (s: ConnectionState) => void): Promise<SubscriptionId>

  // market
  listSymbols(): Promise<EngineResult<CachedValue<SymbolInfo[]>>>
  getMarketData(symbols: string[]): Promise<EngineResult<MarketPrice[]>>
  getCandles(
    symbol: string,
    timeframe: Timeframe,
    limit?: number,
  ): Promise<EngineResult<CachedValue<ColumnarCandles>>>
  searchSymbols(q: string): Promise<SymbolInfo[]>
  /** Live prices for these symbols, batched every 50 ms for this tab. */
  watchPrices(symbols: string[], cb: (batch: PriceBatch) => void): Promise<SubscriptionId>

  // portfolios
  listPortfolios(): Promise<EngineResult<CachedValue<Portfolio[]>>>
  createPortfolio(input: PortfolioCreate): Promise<EngineResult<Portfolio>>
  updatePortfolio(id: string, patch: PortfolioUpdate): Promise<EngineResult<Portfolio>>
  deletePortfolio(id: string): Promise<EngineResult<null>>
  listHoldings(portfolioId: string): Promise<EngineResult<CachedValue<Holding[]>>>
  addHolding(portfolioId: string, input: HoldingCreate): Promise<EngineResult<Holding>>

  // settings (local for now)
  getSettings(): Promise<Settings>
  saveSettings(next: Settings): Promise<Settings>

  /** Stops any watch* subscription of this tab. */
  unwatch(id: SubscriptionId): Promise<void>
}
