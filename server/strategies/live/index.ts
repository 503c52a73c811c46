import type { Candle, StrategyEvent, Timeframe } from '../../../protocol/index.ts'
import { strategyById } from '../present.ts'
import type { LiveStrategies, StrategyPublisher } from '../types.ts'
import { closedBars } from './bar-buffer.ts'
import { LiveStrategy, PORTFOLIO_GONE, type LiveDeps } from './live-strategy.ts'
import { activeStrategyRows, pauseWithError, strategyRowOf } from './state-repo.ts'
import { SerialLocks } from './serial-locks.ts'

export interface LiveRunnerDeps extends LiveDeps {
  /** Moves the fair price to a replayed bar's close and requotes at once (simulator). */
  replayPrice: (symbol: string, price: number) => void
  /** How often the market's closed bars are looked at; default 1 s. */
  clockMs?: number
  onError?: (err: unknown, what: string) => void
}

/** Bars read from the market per series and look: a few, in case a look was late. */
const CLOCK_LOOKBACK = 3

/**
 * The live runner (issue 14): every active strategy evaluates each newly closed bar of its
 * timeframe with the engine's `decide` (the backtest's function) and trades through the
 * trader's order path. One lock per strategy orders its bars, pauses and capital moves.
 */
export function createLiveStrategies(deps: LiveRunnerDeps): LiveStrategies {
  const running = new Map<string, LiveStrategy>()
  const locks = new SerialLocks()
  let publisher: StrategyPublisher | undefined
  let timer: NodeJS.Timeout | undefined
  const warn = (what: string) => (err: unknown) => deps.onError?.(err, what)

  const publish = async (userId: string, id: string): Promise<void> => {
    if (!publisher) return
    const strategy = await strategyById(deps, userId, id)
    const event: StrategyEvent | undefined = strategy && { kind: 'strategy', strategy }
    if (event) publisher.publish(userId, 'strategies', event)
  }

  /** Loads and registers the strategy if its row is active and can trade; else pauses it. */
  const load = async (id: string): Promise<void> => {
    const row = await strategyRowOf(deps.db, id)
    if (!row || row.status !== 'active') return
    const live = await LiveStrategy.load(deps, row)
    if (row.portfolio_id === null) {
      live.state.lastError = PORTFOLIO_GONE
      await pauseWithError(deps.db, id, live.state)
      await publish(row.user_id, id)
      return
    }
    running.set(id, live)
  }

  const evaluate = (live: LiveStrategy, bar: Candle): Promise<void> =>
    locks.run(live.id, async () => {
      if (running.get(live.id) !== live) return
      const done = await live.evaluate(bar)
      if (!done) return
      if (live.state.lastError === PORTFOLIO_GONE) {
        live.paused = true
        running.delete(live.id)
        await pauseWithError(deps.db, live.id, live.state)
      }
      await publish(live.userId, live.id)
    })

  const onSeries = (symbol: string, timeframe: Timeframe) =>
    [...running.values()].filter(
      (s) => s.symbol === symbol && s.config.timeframe === timeframe && !s.paused,
    )

  /** Hands every strategy the closed bars of its series it has not seen (it skips the rest). */
  const look = async (now: number): Promise<void> => {
    const series = new Map<string, { symbol: string; timeframe: Timeframe }>()
    for (const s of running.values())
      series.set(`${s.symbol}|${s.config.timeframe}`, {
        symbol: s.symbol,
        timeframe: s.config.timeframe,
      })
    for (const { symbol, timeframe } of series.values()) {
      const bars = closedBars(deps.market, symbol, timeframe, CLOCK_LOOKBACK, now)
      for (const live of onSeries(symbol, timeframe))
        for (const bar of bars) await evaluate(live, bar)
    }
  }

  let looking: Promise<void> | undefined
  const tick = () => {
    if (looking) return
    looking = look(Date.now())
      .catch(warn('evaluating strategies'))
      .finally(() => (looking = undefined))
  }

  /** Stops the strategy: no order from now; the one in flight (if any) commits first. */
  const halt = async (id: string): Promise<void> => {
    const live = running.get(id)
    if (live) live.paused = true
    running.delete(id)
    await locks.run(id, () => Promise.resolve())
  }

  return {
    setPublisher: (p) => {
      publisher = p
    },
    async start() {
      for (const row of await activeStrategyRows(deps.db))
        await locks.run(row.id, () => load(row.id)).catch(warn(`starting strategy ${row.id}`))
      timer = setInterval(tick, deps.clockMs ?? 1000)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      for (const live of running.values()) live.paused = true
      await looking
      await locks.idle()
      running.clear()
    },
    activate: (id) => locks.run(id, () => (running.has(id) ? Promise.resolve() : load(id))),
    pause: halt,
    removed: halt,
    // Each strategy takes a replayed bar only if it is newer than the last it evaluated; once a
    // replay went past the market's clock, the market's own older bars are skipped likewise.
    async replay(symbol, timeframe, bars) {
      for (const bar of bars) {
        deps.replayPrice(symbol, bar.close)
        for (const live of onSeries(symbol, timeframe)) await evaluate(live, bar)
      }
    },
    reallocate: (id, capital) =>
      locks.run(id, async () => {
        const live = running.get(id) ?? (await detached(id))
        await live?.reallocate(capital)
      }),
    closePosition: (id, time) =>
      locks.run(id, async () => {
        const live = running.get(id) ?? (await detached(id))
        if (!live) return
        if (await live.closePosition(time)) await publish(live.userId, id)
      }),
  }

  /** A paused strategy's book, loaded to act on it once (not registered, so it trades no bar). */
  async function detached(id: string): Promise<LiveStrategy | undefined> {
    const row = await strategyRowOf(deps.db, id)
    return row && LiveStrategy.load(deps, row)
  }
}
