/**
 * The data engine's domains, one line each. The engine combines them (a name or channel claimed
 * twice stops it) and `EngineApi` (api.ts) is derived from this list.
 */
import { createAccountDomain } from './account/domain.ts'
import { createAdminDomain } from './admin/domain.ts'
import { createSubscriptionDomain } from './subscription/domain.ts'
import { createApiKeysDomain } from './api-keys/domain.ts'
import { createSessionDomain } from './auth/domain.ts'
import { createChangesDomain } from './changes/domain.ts'
import { createMarketDomain } from './market/domain.ts'
import { createNotificationsDomain } from './notifications/domain.ts'
import { createOrdersDomain } from './orders/domain.ts'
import { createPortfolioDomain } from './portfolio/domain.ts'
import { createPriceAlertsDomain } from './price-alerts/domain.ts'
import { createSettingsDomain } from './settings/domain.ts'
import { createConnectionDomain } from './socket/domain.ts'
import { createTwoFactorDomain } from './two-factor/domain.ts'
import { createKycDomain } from './kyc/domain.ts'
import { createAnalyticsDomain } from './analytics/domain.ts'
import { createRiskDomain } from './risk/domain.ts'
import { createOptionsDomain } from './options/domain.ts'
import { createStrategiesDomain } from './strategies/domain.ts'

export const DOMAINS = {
  session: createSessionDomain,
  connection: createConnectionDomain,
  market: createMarketDomain,
  portfolio: createPortfolioDomain,
  orders: createOrdersDomain,
  changes: createChangesDomain,
  settings: createSettingsDomain,
  twoFactor: createTwoFactorDomain,
  account: createAccountDomain,
  notifications: createNotificationsDomain,
  admin: createAdminDomain,
  kyc: createKycDomain,
  apiKeys: createApiKeysDomain,
  priceAlerts: createPriceAlertsDomain,
  subscription: createSubscriptionDomain,
  analytics: createAnalyticsDomain,
  risk: createRiskDomain,
  options: createOptionsDomain,
  strategies: createStrategiesDomain,
} as const
