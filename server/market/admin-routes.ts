import type { FastifyInstance } from 'fastify'
import { adminApi, type AdminMarket, type SymbolInfo } from '../../protocol/index.ts'
import { actorOf } from '../admin/actor.ts'
import { appendAudit } from '../admin/audit-repo.ts'
import { feedMeterOf, type FeedMeter } from '../admin/feed-meter.ts'
import { deleteHalt, insertHalt } from '../admin/halts-repo.ts'
import { routeGuards } from '../auth/route-guards.ts'
import { isUniqueViolation } from '../auth/users-repo.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { haltsOf, type MarketHalts } from './halts.ts'

function marketOf(ctx: AppContext, halts: MarketHalts, meter: FeedMeter, info: SymbolInfo) {
  const halt = halts.get(info.symbol)
  const market: AdminMarket = {
    symbol: info.symbol,
    name: info.name,
    assetClass: info.assetClass,
    status: halt ? 'halted' : 'trading',
    reason: halt?.reason ?? null,
    haltedAt: halt?.at.toISOString() ?? null,
    haltedBy: halt?.by ?? null,
    lastPrice: ctx.market.price(info.symbol)?.price ?? null,
    indexPrice: ctx.market.indexPrice(info.symbol) ?? null,
    ticksPerSec: meter.rate(info.symbol),
  }
  return market
}

/**
 * Market controls for administrators: halt and resume a symbol (a halt is kept in the database,
 * so a restart keeps it), and the shock drill that moves a symbol's index at once, as news would,
 * to rehearse liquidations and slippage refusals. Every action is written to the audit log.
 */
export function marketAdminRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const halts = haltsOf(ctx.market)
    const meter = feedMeterOf(ctx.market)
    const infoOf = (raw: string): SymbolInfo => {
      const symbol = raw.toUpperCase()
      const info = ctx.market.symbols().find((s) => s.symbol === symbol)
      if (!info) throw notFound('Symbol not found')
      return info
    }
    const view = (info: SymbolInfo) => marketOf(ctx, halts, meter, info)

    on(adminApi.markets, () => ctx.market.symbols().map(view))

    on(adminApi.haltMarket, async ({ params, body, req }) => {
      const info = infoOf(params.symbol)
      if (halts.get(info.symbol)) throw conflict(`${info.symbol} is already halted`)
      const actor = actorOf(req)
      const halt = {
        symbol: info.symbol,
        reason: body.reason,
        at: new Date(),
        by: actor.adminEmail,
      }
      try {
        await ctx.db.transaction(async (tx) => {
          await insertHalt(tx, halt)
          await appendAudit(tx, actor, {
            action: 'market.halt',
            target: info.symbol,
            before: { status: 'trading' },
            after: { status: 'halted', reason: halt.reason },
          })
        })
      } catch (err) {
        // Another administrator halted it in the meantime.
        if (isUniqueViolation(err)) throw conflict(`${info.symbol} is already halted`)
        throw err
      }
      halts.set(halt)
      return view(info)
    })

    on(adminApi.resumeMarket, async ({ params, req }) => {
      const info = infoOf(params.symbol)
      const halt = halts.get(info.symbol)
      if (!halt) throw conflict(`${info.symbol} is not halted`)
      await ctx.db.transaction(async (tx) => {
        await deleteHalt(tx, info.symbol)
        await appendAudit(tx, actorOf(req), {
          action: 'market.resume',
          target: info.symbol,
          before: { status: 'halted', reason: halt.reason },
          after: { status: 'trading' },
        })
      })
      halts.clear(info.symbol)
      return view(info)
    })

    on(adminApi.marketShock, async ({ body, req }) => {
      const { symbol } = infoOf(body.symbol)
      const from = ctx.market.indexPrice(symbol)
      if (from === undefined) throw notFound('Symbol not found')
      ctx.market.shock(symbol, from * (1 + body.percent / 100))
      const to = ctx.market.indexPrice(symbol) ?? from
      await appendAudit(ctx.db, actorOf(req), {
        action: 'market.shock',
        target: symbol,
        before: { indexPrice: from },
        after: { indexPrice: to, percent: body.percent },
      })
      return { symbol, from, to }
    })
    done()
  }
}
