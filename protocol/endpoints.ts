import { accountApi } from './account.ts'
import { adminApi } from './admin.ts'
import { analyticsApi } from './analytics.ts'
import { apiKeysApi } from './api-keys.ts'
import { authApi } from './auth.ts'
import type { Endpoint } from './endpoint.ts'
import { kycApi } from './kyc.ts'
import { marketApi } from './market.ts'
import { notificationsApi } from './notifications.ts'
import { optionsApi } from './options-api.ts'
import { portfolioApi } from './portfolio.ts'
import { priceAlertsApi } from './price-alerts.ts'
import { settingsApi } from './settings-api.ts'
import { strategiesApi } from './strategies-api.ts'
import { subscriptionApi } from './subscription.ts'
import { tradingApi } from './trading-api.ts'
import { twoFactorApi } from './two-factor.ts'

/** Every domain's endpoint declarations, by domain name: one line per domain. */
export const API_DOMAINS = {
  auth: authApi,
  market: marketApi,
  portfolios: portfolioApi,
  trading: tradingApi,
  admin: adminApi,
  settings: settingsApi,
  account: accountApi,
  twoFactor: twoFactorApi,
  notifications: notificationsApi,
  apiKeys: apiKeysApi,
  priceAlerts: priceAlertsApi,
  kyc: kycApi,
  subscription: subscriptionApi,
  analytics: analyticsApi,
  options: optionsApi,
  strategies: strategiesApi,
} as const satisfies Record<string, Record<string, Endpoint>>

/** Every /api/v1 endpoint, with the domain that declares it and its name there. */
export const DECLARED_ENDPOINTS: readonly { domain: string; name: string; endpoint: Endpoint }[] =
  Object.entries(API_DOMAINS).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      domain,
      name,
      endpoint,
    })),
  )

/** Every /api/v1 endpoint, as declared by its domain. */
export const API_ENDPOINTS: readonly Endpoint[] = DECLARED_ENDPOINTS.map((d) => d.endpoint)
