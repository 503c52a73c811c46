/**
 * The admin domain: users, market halts and shocks, system status and the audit log, for the
 * /admin page. Calls only: no socket channel, no watches (the page polls what it shows).
 */
import { defineDomain } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import { createAdminHandlers } from './admin-handlers.ts'

export function createAdminDomain(s: EngineServices) {
  return defineDomain({ calls: createAdminHandlers(s.gateway) })
}
