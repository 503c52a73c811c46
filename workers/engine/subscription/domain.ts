/** The account's plan and its limits in use: request/answer, read fresh each time it is shown. */
import {
  SUBSCRIPTION_FAILED,
  subscriptionApi as api,
  type Subscription,
} from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

export function createSubscriptionDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      getSubscription: (): Promise<EngineResult<Subscription>> =>
        s.gateway.call(callOf(api.getSubscription, {}, SUBSCRIPTION_FAILED)),
    },
  })
}
