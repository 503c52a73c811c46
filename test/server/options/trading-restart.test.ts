/**
 * Option positions and orders across a restart (SIGKILL, same DATA_DIR): the long, the short with
 * its margin, the resting sell that holds contracts of the long back, and the cash come back;
 * the contracts are tradable again afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Order, OptionExpiries } from '../../../protocol/index.ts'
import { makeApi } from '../helpers.ts'
import { startChild, type ChildServer } from '../trading/child-server.ts'
import { newTrader, place } from '../trading/trading-helpers.ts'
import { balance, chainOf, nearest, optionPositions, ordersOf } from './trading-options-helpers.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'tradedesk-options-restart-'))
let server: ChildServer | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('option trading across a restart', () => {
  it('restores positions, margin, reserved contracts and the resting order', async () => {
    server = await startChild(dataDir)
    let api = makeApi(server.url)
    const kim = await newTrader(api, 'kim')
    const listed = await api<OptionExpiries>(
      'GET',
      '/api/v1/market/options/expiries?underlying=ETH-USD',
    )
    const expiry = listed.body.expiries[Math.min(3, listed.body.expiries.length - 1)]?.expiry ?? 0
    const chain = await chainOf(api, 'ETH-USD', expiry)
    const call = nearest(chain, 'call', chain.indexPrice)
    const put = nearest(chain, 'put', chain.indexPrice)
    const buy = await place(api, kim, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: call.ask ?? 0,
      quantity: 1,
    })
    expect(buy.body.status).toBe('filled')
    const sell = await place(api, kim, {
      symbol: put.symbol,
      side: 'sell',
      orderType: 'limit',
      price: put.bid ?? 0,
      quantity: 1,
    })
    expect(sell.body.status).toBe('filled')
    // Rests far above the market and holds 0.5 of the long back.
    const rest = await place(api, kim, {
      symbol: call.symbol,
      side: 'sell',
      orderType: 'limit',
      price: Math.round(chain.indexPrice / 2),
      quantity: 0.5,
    })
    expect(rest.body.status).toBe('open')
    const before = {
      positions: await optionPositions(api, kim),
      balance: await balance(api, kim),
    }
    await server.kill()

    server = await startChild(dataDir)
    api = makeApi(server.url)
    const after = await optionPositions(api, kim)
    const strip = (ps: typeof after) =>
      ps
        .map(({ id, symbol, side, size, entryPrice, realizedPnl }) => ({
          id,
          symbol,
          side,
          size,
          entryPrice,
          realizedPnl,
        }))
        .sort((a, b) => a.symbol.localeCompare(b.symbol))
    expect(strip(after)).toEqual(strip(before.positions))
    expect(after.find((p) => p.symbol === call.symbol)?.greeks.delta).toBeGreaterThan(0)
    // The margin upkeep re-margins the short at the restarted market's index and mark at once,
    // so the margin may differ; the cash does not, and the reserve is still the margin.
    const b = await balance(api, kim)
    expect(b.total).toBe(before.balance.total)
    const short = after.find((p) => p.symbol === put.symbol)
    expect(short?.margin).toBeGreaterThan(0)
    // Two reads, and the upkeep may run between them: equal up to a small move.
    expect(Math.abs(b.reserved - (short?.margin ?? 0))).toBeLessThan(0.05 * b.reserved)
    const open = (await ordersOf(api, kim)).filter((o) => o.status === 'open')
    expect(open.map((o) => o.id)).toEqual([rest.body.id])

    // The held-back half cannot be sold twice; once the resting order is gone, the whole can.
    const long = after.find((p) => p.symbol === call.symbol)
    const close = await api<Order>('POST', `/api/v1/positions/${long?.id}/close`, {
      token: kim.token,
      json: {},
    })
    expect(close.status, JSON.stringify(close.body)).toBe(201)
    expect(close.body.quantity).toBe(0.5)
    const cancel = await api('DELETE', `/api/v1/orders/${rest.body.id}`, { token: kim.token })
    expect(cancel.status).toBe(200)
    const rest2 = await api<Order>('POST', `/api/v1/positions/${long?.id}/close`, {
      token: kim.token,
      json: {},
    })
    expect(rest2.status, JSON.stringify(rest2.body)).toBe(201)
    expect((await optionPositions(api, kim)).some((p) => p.symbol === call.symbol)).toBe(false)
  }, 120_000)
})
