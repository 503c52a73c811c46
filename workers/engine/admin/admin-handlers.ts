/**
 * The admin panel's calls: straight to the server, nothing cached (an administrator must see
 * the live state, and offline there is nothing to administer). The server checks the role.
 */
import { adminApi as api } from '../../../protocol/index.ts'
import type {
  AdminMarket,
  AdminUser,
  AdminUsersPage,
  AdminUserUpdate,
  AuditPage,
  MarketShock,
  MarketShockResult,
  SystemStatus,
} from '../../../protocol/index.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { ApiCall, Gateway } from '../http/gateway.ts'
import type { EngineResult } from '../types.ts'

/** Not in SPEC §8 (the admin panel has no catalogue there): the same "Failed to …" form. */
export const ADMIN_MSG = {
  users: 'Failed to fetch users',
  updateUser: 'Failed to update user',
  markets: 'Failed to fetch markets',
  halt: 'Failed to halt market',
  resume: 'Failed to resume market',
  shock: 'Failed to move market',
  status: 'Failed to fetch system status',
  audit: 'Failed to fetch audit log',
} as const

export interface AdminUsersQuery {
  q?: string
  page?: number
  pageSize?: number
}

/** The declared path with `:symbol` filled (endpoint-call fills only `:id`). */
const onSymbol = <T>(call: ApiCall<T>, symbol: string): ApiCall<T> => ({
  ...call,
  path: call.path.replace(':symbol', encodeURIComponent(symbol)),
})

const query = (entries: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entries)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  )

export function createAdminHandlers(gateway: Gateway) {
  return {
    adminListUsers: (q: AdminUsersQuery = {}): Promise<EngineResult<AdminUsersPage>> =>
      gateway.call(
        callOf(
          api.users,
          { query: query({ q: q.q?.trim(), page: q.page, page_size: q.pageSize }) },
          ADMIN_MSG.users,
        ),
      ),

    adminUpdateUser: (id: string, change: AdminUserUpdate): Promise<EngineResult<AdminUser>> =>
      gateway.call(callOf(api.updateUser, { id, json: change }, ADMIN_MSG.updateUser)),

    adminListMarkets: (): Promise<EngineResult<AdminMarket[]>> =>
      gateway.call(callOf(api.markets, {}, ADMIN_MSG.markets)),

    adminHaltMarket: (symbol: string, reason: string): Promise<EngineResult<AdminMarket>> =>
      gateway.call(onSymbol(callOf(api.haltMarket, { json: { reason } }, ADMIN_MSG.halt), symbol)),

    adminResumeMarket: (symbol: string): Promise<EngineResult<AdminMarket>> =>
      gateway.call(onSymbol(callOf(api.resumeMarket, {}, ADMIN_MSG.resume), symbol)),

    adminShockMarket: (shock: MarketShock): Promise<EngineResult<MarketShockResult>> =>
      gateway.call(callOf(api.marketShock, { json: shock }, ADMIN_MSG.shock)),

    adminSystemStatus: (): Promise<EngineResult<SystemStatus>> =>
      gateway.call(callOf(api.systemStatus, {}, ADMIN_MSG.status)),

    adminAuditLog: (before?: number): Promise<EngineResult<AuditPage>> =>
      gateway.call(callOf(api.auditLog, { query: query({ before }) }, ADMIN_MSG.audit)),
  }
}
