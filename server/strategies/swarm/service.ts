import type { Service } from '../../lifecycle/service.ts'
import type { ServerParts } from '../../lifecycle/services.ts'
import { rebalance, type SwarmDeps } from './actions.ts'
import { dueSwarms } from './repo.ts'

/** How often the swarms due a rebalance are looked for; each has its own interval in minutes. */
export const REBALANCE_LOOK_MS = 30_000

/** Rebalances every active swarm whose interval has passed; tests call it directly. */
export async function rebalanceDue(d: SwarmDeps, now = new Date()): Promise<number> {
  const due = await dueSwarms(d.db, now)
  for (const row of due) await rebalance(d, row, now)
  return due.length
}

/**
 * The swarms' rebalancer: after the live runner (it moves the agents' capital through it) and
 * stopped before it, waiting for a rebalance in progress.
 */
export function swarmRebalancerService({ app, db, market, hub, strategies }: ServerParts): Service {
  const d: SwarmDeps = { db, market, live: strategies.live, publisher: () => hub }
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  const look = () => {
    if (running) return
    running = rebalanceDue(d)
      .catch((err: unknown) => app.log.warn({ err }, 'rebalancing swarms failed'))
      .finally(() => (running = undefined))
  }
  return {
    name: 'swarm rebalancer',
    start: () => {
      timer = setInterval(look, REBALANCE_LOOK_MS)
      timer.unref()
    },
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
