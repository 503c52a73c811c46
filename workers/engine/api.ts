/**
 * The one typed contract between the UI (src/) and the data engine (a SharedWorker), imported by
 * the UI type-only. The UI holds a `Remote<EngineApi>` (Comlink) per tab; every method is async
 * over the port. Callbacks passed to `watch*` must be wrapped with Comlink's `proxy()` by the
 * caller. Failures are returned as values (`EngineResult`), never thrown, so structured details
 * (status, field errors) survive the port; the messages are SPEC §8's, word for word.
 *
 * `EngineApi` is not written here: it is the type of the domains listed in domains.ts, plus the
 * tab's own lifecycle.
 */
import type { DomainsApi } from './domain.ts'
import type { DOMAINS } from './domains.ts'
import type { SubscriptionId } from './types.ts'

export type * from './types.ts'
export type { NotificationArrival, NotificationsView } from './notifications/feed.ts'
export type { LocalNotificationSettings } from './notifications/preferences.ts'
export type { KycDocumentFile, KycFiles } from './kyc/domain.ts'
export type { AnalyticsRequest } from './analytics/domain.ts'
export type { RiskOptions } from './risk/domain.ts'
export type { MultiLegInput } from './options/domain.ts'
export type { StrategyEquityPoint, SwarmCreate, SwarmUpdate } from './strategies/domain.ts'
export type { StrategyEventBatch } from './strategies/event-feed.ts'
export type { OptionsComputeApi } from '../compute/options-compute.ts'
export type { RepricedChain, RepricedOption } from '../compute/options-reprice.ts'
export type { ComputeApi } from '../compute/risk-compute.ts'
export type {
  ConvergenceInput,
  ConvergencePoint,
  ConvergenceResult,
} from '../compute/convergence.ts'

/** What every tab has besides the domains' calls and watches. */
export interface TabLifecycle {
  /**
   * Call once after connecting, once the tab HOLDS the Web Lock `lockName` for its whole life
   * (`navigator.locks.request(lockName, () => new Promise(() => {}))`, and wait until that
   * callback has run). The engine waits for the same lock: it is granted when the tab closes,
   * and the engine then drops the tab's watches. The name must start with "engine-tab-".
   */
  attach(lockName: string): Promise<void>
  /** The browser came back online or a tab became visible: reconnect the socket now. */
  reconnectNow(): Promise<void>
  /** Stops any watch* subscription of this tab. */
  unwatch(id: SubscriptionId): Promise<void>
}

export type EngineApi = TabLifecycle & DomainsApi<typeof DOMAINS>
