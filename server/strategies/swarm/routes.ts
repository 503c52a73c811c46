import type { FastifyInstance } from 'fastify'
import { SPEC_MESSAGES, strategiesApi as api } from '../../../protocol/index.ts'
import { userOf } from '../../auth/guard.ts'
import { routeGuards } from '../../auth/route-guards.ts'
import type { AppContext, AppDeps } from '../../context.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { declaredRoutes } from '../../http/route.ts'
import {
  allocate,
  announce,
  dissolveSwarm,
  killSwarm,
  setSwarmStatus,
  type SwarmDeps,
} from './actions.ts'
import { presentSwarm } from './present.ts'
import { insertSwarm, setAgentsStatus, swarmRowById, swarmRowsOf, updateSwarmRow } from './repo.ts'

export const SWARM_NOT_FOUND = 'Swarm not found'
export const SWARM_DEFAULTS = { learningRate: 0.5, window: 30, rebalanceMinutes: 60 } as const
const AGENT_TAKEN = 'A strategy can be in one swarm only: this one is in another'

/**
 * /swarms: the caller's own swarms (another user's id answers 404 like a missing one). A new
 * swarm is paused with equal weights, like a new strategy; activating it runs every agent.
 */
export function swarmRoutes(ctx: AppContext, deps: AppDeps) {
  const d: SwarmDeps = {
    db: ctx.db,
    market: ctx.market,
    live: ctx.strategies.live,
    publisher: () => deps.hub,
  }
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const owned = async (userId: string, id: string) => {
      const row = await swarmRowById(ctx.db, userId, id)
      if (!row) throw notFound(SWARM_NOT_FOUND)
      return row
    }

    on(api.listSwarms, async ({ req }) => {
      const rows = await swarmRowsOf(ctx.db, userOf(req).id)
      return Promise.all(rows.map((r) => presentSwarm(ctx.db, r)))
    })

    on(api.getSwarm, async ({ req, params }) =>
      presentSwarm(ctx.db, await owned(userOf(req).id, params.id)),
    )

    on(api.createSwarm, async ({ req, body }) => {
      const ids = [...new Set(body.strategyIds)]
      if (ids.length !== body.strategyIds.length) throw conflict('An agent is listed twice')
      const row = await insertSwarm(ctx.db, {
        userId: userOf(req).id,
        name: body.name,
        capital: body.capital,
        learningRate: body.learningRate ?? SWARM_DEFAULTS.learningRate,
        window: body.window ?? SWARM_DEFAULTS.window,
        rebalanceMinutes: body.rebalanceMinutes ?? SWARM_DEFAULTS.rebalanceMinutes,
        strategyIds: ids,
      })
      if (row === 'missing') throw notFound(SPEC_MESSAGES.strategyNotFound)
      if (row === 'taken') throw conflict(AGENT_TAKEN)
      await setAgentsStatus(ctx.db, row.id, 'paused')
      for (const id of ids) await d.live.pause(id)
      await allocate(
        d,
        row,
        ids,
        ids.map(() => 1 / ids.length),
      )
      return announce(d, row, ids)
    })

    on(api.updateSwarm, async ({ req, params, body }) => {
      const row = await owned(userOf(req).id, params.id)
      await updateSwarmRow(ctx.db, row.id, {
        name: body.name,
        learningRate: body.learningRate,
        window: body.window,
        rebalanceMinutes: body.rebalanceMinutes,
      })
      const agents = body.status === undefined ? [] : await setSwarmStatus(d, row, body.status)
      return announce(d, row, agents)
    })

    on(api.killSwarm, async ({ req, params }) =>
      killSwarm(d, await owned(userOf(req).id, params.id)),
    )

    on(api.deleteSwarm, async ({ req, params }) => {
      await dissolveSwarm(d, await owned(userOf(req).id, params.id))
    })
    done()
  }
}
