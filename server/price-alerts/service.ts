import type { Service } from '../lifecycle/service.ts'
import type { ServerParts } from '../lifecycle/services.ts'
import { AlertEvaluator } from './evaluator.ts'
import { firingRecorder } from './firing.ts'
import { loadWatchedAlerts } from './repo.ts'
import { watchedAlertsOf } from './watched-alerts.ts'

/**
 * Evaluates every switched-on alert on the server's own ticks, so alerts fire while their trader
 * is offline. Started before the market so it sees the first tick; stopped after it, waiting for
 * the last firings to be stored before the database closes.
 */
export function priceAlertService({ app, db, market, hub }: ServerParts): Service {
  const watched = watchedAlertsOf(db)
  const recorder = firingRecorder(db, hub, (err) =>
    app.log.warn({ err }, 'recording a price alert failed'),
  )
  const evaluator = new AlertEvaluator(watched, (f) => recorder.fire(f))
  let unsubscribe: (() => void) | undefined
  return {
    name: 'price alerts',
    start: async () => {
      watched.replaceAll(await loadWatchedAlerts(db))
      unsubscribe = market.onTick((p) => evaluator.onPrice(p.symbol, p.price, p.lastUpdate))
    },
    stop: async () => {
      unsubscribe?.()
      await recorder.flush()
    },
  }
}
