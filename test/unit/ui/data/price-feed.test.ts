import { describe, expect, it } from 'vitest'
import { createPriceFeed } from '../../../../src/data/price-feed.ts'

/** A feed whose deferred syncs run when the test says, recording the engine watches. */
function harness() {
  const log: string[] = []
  const pending: (() => void)[] = []
  const feed = createPriceFeed(
    (symbols) => {
      log.push(`start ${symbols.join(',')}`)
      return () => log.push(`stop ${symbols.join(',')}`)
    },
    (fn) => pending.push(fn),
  )
  const settle = () => pending.splice(0).forEach((fn) => fn())
  return { feed, log, settle }
}

describe('the tab’s price feed', () => {
  it('keeps one engine watch for every symbol shown, whatever the number of components', () => {
    const { feed, log, settle } = harness()
    const a = feed.retain('BTC-USD')
    const b = feed.retain('ETH-USD')
    const c = feed.retain('BTC-USD')
    settle()
    expect(log).toEqual(['start BTC-USD,ETH-USD'])
    expect(feed.watched()).toEqual(['BTC-USD', 'ETH-USD'])
    a()
    settle()
    // BTC-USD is still shown by another component: nothing changes.
    expect(log).toEqual(['start BTC-USD,ETH-USD'])
    c()
    b()
    settle()
    expect(log).toEqual(['start BTC-USD,ETH-USD', 'stop BTC-USD,ETH-USD'])
    expect(feed.watched()).toEqual([])
  })

  it('starts the new watch before stopping the old, so the socket never drops a symbol', () => {
    const { feed, log, settle } = harness()
    feed.retain('BTC-USD')
    settle()
    feed.retain('SOL-USD')
    settle()
    expect(log).toEqual(['start BTC-USD', 'start BTC-USD,SOL-USD', 'stop BTC-USD'])
  })
})
