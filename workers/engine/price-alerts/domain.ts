/**
 * The price alerts domain: list, create, switch on/off, delete (SPEC §7). Alerts are evaluated
 * on the server, so there is nothing to run here. A write is told to every tab under the
 * notifications topic, whose queries include the alert list (src/data/price-alerts.ts), so other
 * tabs refetch it; a firing arrives as a notification push, which does the same.
 */
import {
  PRICE_ALERT_MSG as MSG,
  priceAlertsApi as api,
  type PriceAlert,
  type PriceAlertCreate,
} from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

export function createPriceAlertsDomain(s: EngineServices) {
  const g = s.gateway
  const told = <T>(res: EngineResult<T>): EngineResult<T> => {
    if (res.ok) s.changes.emit({ topic: 'notifications' })
    return res
  }
  return defineDomain({
    calls: {
      listPriceAlerts: (): Promise<EngineResult<PriceAlert[]>> =>
        g.call(callOf(api.listPriceAlerts, {}, MSG.fetch)),
      async createPriceAlert(input: PriceAlertCreate): Promise<EngineResult<PriceAlert>> {
        return told(
          await g.call(callOf(api.createPriceAlert, { json: input, retry: false }, MSG.create)),
        )
      },
      async setPriceAlertActive(id: string, isActive: boolean): Promise<EngineResult<PriceAlert>> {
        return told(
          await g.call(callOf(api.updatePriceAlert, { id, json: { isActive } }, MSG.update)),
        )
      },
      async deletePriceAlert(id: string): Promise<EngineResult<void>> {
        return told(await g.call(callOf(api.deletePriceAlert, { id }, MSG.delete)))
      },
    },
  })
}
