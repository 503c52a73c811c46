import { afterEach, describe, expect, it } from 'vitest'
import type { PriceAlert } from '../../../protocol/index.ts'
import type { DataChange } from '../../../workers/engine/types.ts'
import type { FakeRequest } from '../helpers/fake-fetch.ts'
import { disposeEngines, json, signedInEngine, waitFor } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const bodyOf = (req: FakeRequest | undefined) => JSON.parse(req?.body ?? 'null') as unknown

const alert = (over: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'a1',
  symbol: 'BTC-USD',
  condition: 'above',
  price: 70_000,
  percent: null,
  windowSec: null,
  frequency: 'once',
  timeframe: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastTriggeredAt: null,
  triggerCount: 0,
  ...over,
})

describe('price alerts domain', () => {
  it('lists, creates, switches off and deletes with the bearer token', async () => {
    const ctx = await signedInEngine({
      'GET /price-alerts': () => json(200, [alert()]),
      'POST /price-alerts': (r) => json(201, alert({ ...(bodyOf(r) as object), id: 'a2' })),
      'PUT /price-alerts/a1': (r) => json(200, alert(bodyOf(r) as object)),
      'DELETE /price-alerts/a1': () => json(204, null),
    })
    const listed = await ctx.api.listPriceAlerts()
    expect(listed.ok && listed.value.map((a) => a.id)).toEqual(['a1'])
    const created = await ctx.api.createPriceAlert({
      symbol: 'BTC-USD',
      condition: 'below',
      price: 60_000,
    })
    expect(created.ok && created.value).toMatchObject({ id: 'a2', condition: 'below' })
    const off = await ctx.api.setPriceAlertActive('a1', false)
    expect(off.ok && off.value.isActive).toBe(false)
    expect(bodyOf(ctx.http.calls.find((c) => c.method === 'PUT'))).toEqual({ isActive: false })
    expect(await ctx.api.deletePriceAlert('a1')).toEqual({ ok: true, value: undefined })
    const sent = ctx.http.calls.filter((c) => c.path.startsWith('/price-alerts'))
    expect(sent).toHaveLength(4)
    expect(sent.every((c) => c.headers.get('authorization')?.startsWith('Bearer '))).toBe(true)
  })

  it('tells every tab after a write so their lists refetch', async () => {
    const ctx = await signedInEngine({ 'DELETE /price-alerts/a1': () => json(204, null) })
    const other = ctx.engine.connectTab()
    const changes: DataChange[][] = []
    await other.watchChanges((c) => changes.push(c))
    await ctx.api.deletePriceAlert('a1')
    await waitFor(() => expect(changes.flat()).toContainEqual({ topic: 'notifications' }))
  })

  it('names failures as SPEC §8 does and keeps 422 fields', async () => {
    const ctx = await signedInEngine({
      'GET /price-alerts': () => json(500, {}),
      'POST /price-alerts': () =>
        json(422, { detail: [{ loc: ['body', 'price'], msg: 'Too far', type: 'price_band' }] }),
      'PUT /price-alerts/a1': () => json(409, {}),
      'DELETE /price-alerts/a1': () => json(409, {}),
    })
    const created = await ctx.api.createPriceAlert({ symbol: 'BTC-USD', condition: 'above' })
    expect(!created.ok && created.error.fields?.[0]?.loc).toEqual(['body', 'price'])
    const updated = await ctx.api.setPriceAlertActive('a1', true)
    expect(!updated.ok && updated.error.message).toBe('Failed to update price alerts')
    const deleted = await ctx.api.deletePriceAlert('a1')
    expect(!deleted.ok && deleted.error.message).toBe('Failed to delete price alerts')
  })
})
