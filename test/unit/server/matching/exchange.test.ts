import { describe, expect, it } from 'vitest'
import { ALL_SYMBOLS, createExchange } from '../../../../server/matching/exchange.ts'
import { REASON } from '../../../../server/matching/reasons.ts'
import type { BookEvent } from '../../../../server/matching/types.ts'
import { limit, market } from './helpers.ts'

describe('exchange', () => {
  it('keeps one book per symbol and tells listeners synchronously, batch by batch', () => {
    const ex = createExchange()
    const seen: [string, BookEvent[]][] = []
    const stop = ex.subscribe((symbol, events) => seen.push([symbol, events]))
    const ask = limit('sell', 100, 2)
    const returned = ex.submit('BTC-USD', ask, 1)
    expect(seen).toEqual([['BTC-USD', returned]])
    ex.submit('ETH-USD', limit('buy', 100, 1), 2)
    expect(ex.book('BTC-USD').bestBid()).toBeNull()
    expect(ex.book('ETH-USD').bestBid()).toBe(100)
    ex.modify('BTC-USD', ask.id, { qty: 1 }, 3)
    ex.cancel('BTC-USD', ask.id, 4)
    expect(seen.map(([s, e]) => [s, e.map((x) => x.type)])).toEqual([
      ['BTC-USD', ['accepted']],
      ['ETH-USD', ['accepted']],
      ['BTC-USD', ['updated']],
      ['BTC-USD', ['done']],
    ])
    ex.cancel('BTC-USD', ask.id, 5) // nothing happened: no empty batch
    expect(seen).toHaveLength(4)
    stop()
    ex.submit('BTC-USD', limit('sell', 100, 2), 6)
    expect(seen).toHaveLength(4)
    expect(ex.symbols().sort()).toEqual(['BTC-USD', 'ETH-USD'])
  })

  it('applies hooks installed after the books exist; a symbol’s own hooks win', () => {
    const ex = createExchange()
    ex.submit('A', limit('buy', 100, 10, { owner: 'mm' }), 0)
    ex.submit('B', limit('buy', 100, 10, { owner: 'mm' }), 0)
    ex.setHooks(ALL_SYMBOLS, { reducible: () => 0 })
    ex.setHooks('B', { reducible: (o) => 2 - o.filled })
    const a = market('sell', 5, { reduceOnly: true })
    const b = market('sell', 5, { reduceOnly: true })
    const doneA = ex.submit('A', a, 1).find((e) => e.type === 'done' && e.order.id === a.id)
    const doneB = ex.submit('B', b, 1).find((e) => e.type === 'done' && e.order.id === b.id)
    expect(doneA).toMatchObject({ reason: REASON.reduceOnly, order: { filled: 0 } })
    expect(doneB).toMatchObject({ reason: REASON.reduceOnly, order: { filled: 2 } })
  })
})
