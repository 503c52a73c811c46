import { adminApi } from './admin.ts'
import { authApi } from './auth.ts'
import type { Endpoint } from './endpoint.ts'
import { marketApi } from './market.ts'
import { portfolioApi } from './portfolio.ts'
import { tradingApi } from './trading-api.ts'

/** Every domain's endpoint declarations: one line per domain. */
const DOMAINS = { authApi, marketApi, portfolioApi, tradingApi, adminApi } as const

/** Every /api/v1 endpoint, as declared by its domain. */
export const API_ENDPOINTS: readonly Endpoint[] = Object.values(DOMAINS).flatMap(
  (d) => Object.values(d) as Endpoint[],
)
