/**
 * Every channel of the contract has a publisher on the server: one socket subscribes to all of
 * them, a trade happens, and each channel carries a message that parses by its schema. The list
 * comes from protocol/channels.ts, so a channel added there fails here until the server feeds it.
 * (startServer runs in checked mode as well: nothing is sent that does not match its channel.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNELS, isPublicChannel, streamMessages, type Channel } from '../../protocol/index.ts'
import { onStream, startServer, type TestServer } from './helpers.ts'
import { newTrader, place } from './trading/trading-helpers.ts'

const SYMBOL = 'ETH-USD'
const ALL = Object.keys(CHANNELS) as Channel[]

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

describe('the channel map', () => {
  it('has a publisher for every channel: each one carries a valid message after a fill', async () => {
    const trader = await newTrader(t.api, 'channels')
    const s = await t.connect(trader.token)
    for (const channel of ALL)
      s.send({
        type: 'subscribe',
        channel,
        ...(isPublicChannel(channel) ? { symbol: SYMBOL } : {}),
      })
    for (const channel of ALL)
      await s.waitFor((m) => m.type === 'subscribed' && m.channel === channel)
    // Let the subscribe snapshots arrive first: what follows the order is pushed by publishers.
    await new Promise((r) => setTimeout(r, 500))
    const from = s.messages.length

    const buy = await place(t.api, trader, {
      symbol: SYMBOL,
      side: 'buy',
      orderType: 'market',
      quantity: 1,
    })
    expect(buy.body).toMatchObject({ status: 'filled' })
    // The strategies channel carries strategy and backtest changes, not fills: one is made.
    const strategy = await t.api('POST', '/api/v1/strategies', {
      token: trader.token,
      json: { name: 'Channels', templateId: 'dca', allocatedCapital: 1000 },
    })
    expect(strategy.status).toBe(201)

    for (const channel of ALL) {
      const pushed = await s.waitFor(onStream(channel), 5000, from)
      const parsed = streamMessages[channel].safeParse(pushed)
      expect(parsed.error, `${channel}: ${JSON.stringify(pushed)}`).toBeUndefined()
    }
    for (const m of s.messages.filter((m) => m.type === undefined)) {
      const channel = m.channel as Channel
      expect(ALL).toContain(channel)
      expect(streamMessages[channel].safeParse(m).success, JSON.stringify(m)).toBe(true)
    }
  })
})
