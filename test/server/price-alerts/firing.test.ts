import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newUser, onStream, startServer, type TestServer } from '../helpers.ts'
import { alertsApi, drivenMarket, eventually, settle, SYM } from './alert-helpers.ts'

let t: TestServer
let market: ReturnType<typeof drivenMarket>

beforeAll(async () => {
  t = await startServer()
  market = drivenMarket(t.server.market)
})
afterAll(async () => {
  await t.close()
})

async function trader() {
  const u = await newUser(t.api, 'alerts')
  return { ...alertsApi(t, u.token), token: u.token }
}
const priceAlertsOf = async (api: Awaited<ReturnType<typeof trader>>) =>
  (await api.notifications()).filter((n) => n.title === `Price alert: ${SYM}`)

describe('price alerts against the live market', () => {
  it('"once" fires exactly once, is pushed, and switches itself off', async () => {
    const me = await trader()
    const socket = await t.connect(me.token)
    socket.send({ type: 'subscribe', channel: 'notifications' })
    market.step(0)
    const { body: a } = await me.create({ symbol: SYM, condition: 'above', price: market.level(2) })
    market.step(0)
    market.step(4)
    market.step(5)
    market.step(6)
    await eventually(async () => {
      const [stored] = await me.list()
      expect(stored).toMatchObject({ id: a.id, isActive: false, triggerCount: 1 })
      expect(stored?.lastTriggeredAt).not.toBeNull()
    })
    await socket.waitFor((m) => onStream('notifications')(m))
    await settle()
    const notes = await priceAlertsOf(me)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.message).toMatch(new RegExp(`^${SYM} is at or above `))
  })

  it('"once per bar" fires once per candle of its timeframe', async () => {
    const me = await trader()
    market.step(0)
    await me.create({
      symbol: SYM,
      condition: 'below',
      price: market.level(-2),
      frequency: 'once_per_bar',
      timeframe: '1m',
    })
    // To the start of the next minute's candle, then three ticks in it and two in the next.
    const toBar = 60_000 - (market.now % 60_000)
    market.step(-5, toBar)
    market.step(-5, 15_000)
    market.step(-6, 30_000)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(1))
    market.step(-5, 15_000)
    market.step(-5, 20_000)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(2))
    await settle()
    const [stored] = await me.list()
    expect(stored).toMatchObject({ isActive: true, triggerCount: 2 })
    expect(await priceAlertsOf(me)).toHaveLength(2)
  })

  it('crossing needs a real cross, not a price already beyond the level', async () => {
    const me = await trader()
    market.step(4)
    await me.create({
      symbol: SYM,
      condition: 'crossing_up',
      price: market.level(2),
      frequency: 'every_time',
    })
    market.step(5)
    market.step(6)
    await settle()
    expect((await me.list())[0]?.triggerCount).toBe(0)
    market.step(0)
    market.step(4)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(1))
    expect((await priceAlertsOf(me))[0]?.message).toMatch(/crossed above/)
  })

  it('"every time" is throttled to once a minute', async () => {
    const me = await trader()
    market.step(0)
    await me.create({
      symbol: SYM,
      condition: 'above',
      price: market.level(2),
      frequency: 'every_time',
    })
    market.step(4)
    market.step(4, 30_000)
    market.step(4, 29_000)
    await settle()
    expect((await me.list())[0]?.triggerCount).toBe(1)
    market.step(4, 2_000)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(2))
  })

  it('a % move within its window fires', async () => {
    const me = await trader()
    market.step(0)
    await me.create({ symbol: SYM, condition: 'move_pct', percent: 3, windowSec: 60 })
    market.step(0)
    market.step(1, 10_000)
    await settle()
    expect((await me.list())[0]?.triggerCount).toBe(0)
    market.step(5, 10_000)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(1))
    expect((await priceAlertsOf(me))[0]?.message).toMatch(/moved \+\d+\.\d\d% in 1 min/)
  })

  it('with priceAlerts switched off the alert fires but no notification is kept', async () => {
    const me = await trader()
    const off = await t.api('PUT', '/api/v1/notifications/preferences', {
      token: me.token,
      json: { priceAlerts: false },
    })
    expect(off.status).toBe(200)
    market.step(0)
    await me.create({ symbol: SYM, condition: 'above', price: market.level(2) })
    market.step(4)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(1))
    await settle()
    expect(await priceAlertsOf(me)).toEqual([])
  })

  it('with trading alerts switched off a price alert still notifies: priceAlerts alone governs it', async () => {
    const me = await trader()
    const off = await t.api('PUT', '/api/v1/notifications/preferences', {
      token: me.token,
      json: { tradingAlerts: false },
    })
    expect(off.status).toBe(200)
    market.step(0)
    await me.create({ symbol: SYM, condition: 'above', price: market.level(2) })
    market.step(4)
    await eventually(async () => expect(await priceAlertsOf(me)).toHaveLength(1))
  })

  it('a switched-off alert does not fire; switched on again, it does', async () => {
    const me = await trader()
    market.step(0)
    const { body: a } = await me.create({ symbol: SYM, condition: 'above', price: market.level(2) })
    await me.setActive(a.id, false)
    market.step(4)
    await settle()
    expect((await me.list())[0]?.triggerCount).toBe(0)
    await me.setActive(a.id, true)
    market.step(4)
    await eventually(async () => expect((await me.list())[0]?.triggerCount).toBe(1))
  })
})
