/**
 * One engine price watch per tab, for every symbol some mounted component shows: the engine
 * sends one batch per tab every 50 ms whatever the number of components. A change of the set is
 * applied once per task, starting the new watch before stopping the old so that the socket keeps
 * its subscriptions.
 */

export interface PriceFeed {
  /** A component shows `symbol`: counts until the returned release. */
  retain(symbol: string): () => void
  /** The symbols watched now, for tests. */
  watched(): string[]
}

/** `start` opens an engine watch of these symbols and answers how to stop it. */
export function createPriceFeed(
  start: (symbols: string[]) => () => void,
  defer: (fn: () => void) => void = queueMicrotask,
): PriceFeed {
  const counts = new Map<string, number>()
  let current = ''
  let stop: (() => void) | null = null
  let scheduled = false

  function sync(): void {
    scheduled = false
    const list = [...counts.keys()].sort()
    if (list.join(',') === current) return
    current = list.join(',')
    const previous = stop
    stop = list.length === 0 ? null : start(list)
    previous?.()
  }
  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    defer(sync)
  }

  return {
    retain(symbol) {
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1)
      schedule()
      return () => {
        const n = (counts.get(symbol) ?? 1) - 1
        if (n > 0) counts.set(symbol, n)
        else counts.delete(symbol)
        schedule()
      }
    },
    watched: () => current.split(',').filter(Boolean),
  }
}
