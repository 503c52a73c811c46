import type { Candle, StrategyEvent, Timeframe } from '../../protocol/index.ts'

/**
 * How the strategies domain's parts meet (issue 14):
 * - routes, repository, templates, import/export, jobs and history: `server/strategies/`;
 * - the live runner: `server/strategies/live/` (LiveStrategies below);
 * - swarms: `server/strategies/swarm/` (their own routes plugin).
 * They share the tables of migration 017: the live runner writes strategy_state, strategy_orders
 * and strategy_equity, and the routes read them for a strategy's performance and trace.
 */

/** What the routes tell the live runner; each call comes after the row's change is committed. */
export interface LiveStrategies {
  /** Loads every active strategy and starts reading closed bars. */
  start(): Promise<void>
  stop(): Promise<void>
  /** The strategy became active: it trades from the next closed bar of its timeframe. */
  activate(strategyId: string): Promise<void>
  /** The strategy was paused: no new order from now on (one in flight still commits). */
  pause(strategyId: string): Promise<void>
  /** The strategy was deleted. */
  removed(strategyId: string): Promise<void>
  /**
   * Feeds closed bars as if the market had printed them: for each bar the simulator's fair price
   * moves to the bar's close and its makers requote, then the active strategies on (symbol,
   * timeframe) evaluate the bar. Resolves when every resulting order is committed. The replay
   * check (backtest against live) and the restart tests drive strategies with it.
   */
  replay(symbol: string, timeframe: Timeframe, bars: readonly Candle[]): Promise<void>
  /** Where `{kind:'strategy'}` events go (the socket hub, which exists after the context). */
  setPublisher(publisher: StrategyPublisher): void
  /**
   * The allocated capital changed (a swarm rebalance): the book's cash moves by the difference
   * and the row's capital is updated in the same commit; nothing is traded.
   */
  reallocate(strategyId: string, capital: number): Promise<void>
  /**
   * The kill switch: closes the strategy's open position at market through the order path
   * (clientOrderId `stg:<id>:kill:<time>`); call it after pause().
   */
  closePosition(strategyId: string, time: number): Promise<void>
}

/** The part of the socket hub the strategies domain publishes through. */
export interface StrategyPublisher {
  publish(userId: string, channel: 'strategies', data: StrategyEvent): void
}
