import { afterEach, describe, expect, it } from 'vitest'
import type { AdminMarket, AuditPage } from '../../../protocol/index.ts'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const btc: AdminMarket = {
  symbol: 'BTC-USD',
  name: 'Bitcoin',
  assetClass: 'crypto',
  status: 'halted',
  reason: 'Maintenance',
  haltedAt: '2026-01-01T00:00:00.000Z',
  haltedBy: 'admin@tradedesk.dev',
  lastPrice: 67000,
  indexPrice: 67010,
  ticksPerSec: 4,
}

describe('admin domain', () => {
  it('searches users with the query string and the bearer token', async () => {
    const ctx = await signedInEngine({
      'GET /admin/users': (req) =>
        json(200, {
          items: [],
          total: Number(req.url.searchParams.get('page')) * 10,
          page: Number(req.url.searchParams.get('page')),
          page_size: 25,
        }),
    })
    const res = await ctx.api.adminListUsers({ q: '  ada ', page: 2 })
    expect(res).toEqual({ ok: true, value: { items: [], total: 20, page: 2, page_size: 25 } })
    const call = ctx.http.calls.find((c) => c.path === '/admin/users')
    expect(call?.url.searchParams.get('q')).toBe('ada')
    expect(call?.url.searchParams.has('page_size')).toBe(false)
    expect(call?.headers.get('authorization')).toBe('Bearer A')
  })

  it('halts and resumes on the symbol path, and passes the server detail of a refusal', async () => {
    const ctx = await signedInEngine({
      'POST /admin/markets/BTC-USD/halt': (req) =>
        req.body === JSON.stringify({ reason: 'Maintenance' })
          ? json(200, btc)
          : json(422, { detail: [{ loc: ['body', 'reason'], msg: 'Required', type: 'missing' }] }),
      'POST /admin/markets/BTC-USD/resume': () => json(409, { detail: 'BTC-USD is not halted' }),
    })
    expect(await ctx.api.adminHaltMarket('BTC-USD', 'Maintenance')).toEqual({
      ok: true,
      value: btc,
    })
    expect(await ctx.api.adminResumeMarket('BTC-USD')).toEqual({
      ok: false,
      error: { status: 409, message: 'BTC-USD is not halted' },
    })
  })

  it('pages the audit log with `before`, and refuses an answer that breaks the contract', async () => {
    const page: AuditPage = { entries: [], nextBefore: null }
    const ctx = await signedInEngine({
      'GET /admin/audit': (req) =>
        req.url.searchParams.get('before') === '41' ? json(200, page) : json(200, { entries: 'x' }),
      'GET /admin/status': () => json(403, { detail: 'Not enough permissions' }),
    })
    expect(await ctx.api.adminAuditLog(41)).toEqual({ ok: true, value: page })
    expect((await ctx.api.adminAuditLog()).ok).toBe(false)
    expect(await ctx.api.adminSystemStatus()).toEqual({
      ok: false,
      error: {
        status: 403,
        message: 'Access denied. You do not have permission to perform this action.',
      },
    })
  })
})
