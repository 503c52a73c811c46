import { z } from 'zod'
import { assetClass } from './market.ts'
import { role } from './auth.ts'
import { endpoint } from './endpoint.ts'
import { idParams, queryInt } from './input.ts'

/** GET /api/v1/admin/connections (admins only): open /ws sockets as counted by the server. */
export const wsConnections = z.object({
  total: z.number().int().nonnegative(),
  byUser: z.array(
    z.object({ userId: z.string(), email: z.string(), sockets: z.number().int().nonnegative() }),
  ),
  /**
   * Every stream some socket subscribes to, with how many sockets do: one engine per browser
   * profile means one subscription per (channel, symbol) however many tabs show it.
   */
  streams: z.array(
    z.object({
      channel: z.string(),
      /** Null for private channels. */
      symbol: z.string().nullable(),
      sockets: z.number().int().positive(),
    }),
  ),
})
export type WsConnections = z.infer<typeof wsConnections>

/** The widest single move an administrator may apply to a market, in percent. */
export const MARKET_SHOCK_MAX_PERCENT = 50

/** POST /api/v1/admin/market/shock: moves a symbol's index price at once, as news would. */
export const marketShock = z.object({
  symbol: z.string().min(1).max(32),
  percent: z
    .number()
    .min(-MARKET_SHOCK_MAX_PERCENT)
    .max(MARKET_SHOCK_MAX_PERCENT)
    .refine((n) => n !== 0, 'percent must not be 0'),
})
export type MarketShock = z.infer<typeof marketShock>

export const marketShockResult = z.object({
  symbol: z.string(),
  /** The index price before and after the move. */
  from: z.number().positive(),
  to: z.number().positive(),
})
export type MarketShockResult = z.infer<typeof marketShockResult>

/** Users per page of the admin list, unless asked otherwise, and at most. */
export const ADMIN_USERS_PAGE_SIZE = 25
export const ADMIN_USERS_MAX_PAGE_SIZE = 100

export const adminUsersQuery = z.object({
  /** Part of the email, username or full name, any case. */
  q: z.string().trim().max(100).default(''),
  page: queryInt(1, 1_000_000, 1),
  page_size: queryInt(1, ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE),
})

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  role,
  is_superuser: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
})
export type AdminUser = z.infer<typeof adminUser>

export const adminUsersPage = z.object({
  items: z.array(adminUser),
  /** Users matching the search, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
})
export type AdminUsersPage = z.infer<typeof adminUsersPage>

/** PUT /admin/users/{id}: any of the three; an administrator cannot demote or disable themself. */
export const adminUserUpdate = z
  .object({
    role: role.optional(),
    is_superuser: z.boolean().optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
  .refine((u) => Object.values(u).some((v) => v !== undefined), 'Nothing to change')
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>

export const marketStatus = z.enum(['trading', 'halted'])
export type MarketStatus = z.infer<typeof marketStatus>

export const adminMarket = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass,
  status: marketStatus,
  /** Why and since when it is halted, by whom (an email); null while trading. */
  reason: z.string().nullable(),
  haltedAt: z.string().nullable(),
  haltedBy: z.string().nullable(),
  lastPrice: z.number().nullable(),
  indexPrice: z.number().nullable(),
  /** Price ticks per second over the last minute. */
  ticksPerSec: z.number().nonnegative(),
})
export type AdminMarket = z.infer<typeof adminMarket>

export const symbolParams = z.object({ symbol: z.string().min(1).max(32) })
export const HALT_REASON_MAX = 200
export const marketHalt = z
  .object({ reason: z.string().trim().min(1).max(HALT_REASON_MAX) })
  .strict()
export type MarketHalt = z.infer<typeof marketHalt>

/** The 409 detail of an order on a halted symbol, word for word. */
export const haltedDetail = (symbol: string, reason: string): string =>
  `Trading in ${symbol} is halted: ${reason}`

export const systemStatus = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSec: z.number().nonnegative(),
  memory: z.object({
    rssBytes: z.number().nonnegative(),
    heapUsedBytes: z.number().nonnegative(),
    heapTotalBytes: z.number().nonnegative(),
  }),
  sockets: z.object({
    open: z.number().int().nonnegative(),
    users: z.number().int().nonnegative(),
  }),
  feed: z.object({
    ticksPerSec: z.number().nonnegative(),
    symbols: z.number().int().nonnegative(),
    halted: z.number().int().nonnegative(),
  }),
  /** Null when the database cannot tell its size. */
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().nullable() }),
  lastHour: z.object({
    orders: z.number().int().nonnegative(),
    fills: z.number().int().nonnegative(),
  }),
})
export type SystemStatus = z.infer<typeof systemStatus>

export const auditAction = z.enum([
  'user.update',
  'user.reset_2fa',
  'market.halt',
  'market.resume',
  'market.shock',
  'kyc.review',
])
export type AuditAction = z.infer<typeof auditAction>

/** A changed thing's fields as they were and as they became (null where nothing existed). */
export const auditState = z.record(z.string(), z.json()).nullable()

export const auditEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  admin_id: z.string(),
  admin_email: z.string(),
  action: auditAction,
  /** The user's email or the symbol acted on. */
  target: z.string(),
  before: auditState,
  after: auditState,
  ip: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const AUDIT_DEFAULT_LIMIT = 50
export const AUDIT_MAX_LIMIT = 200
export const auditQuery = z.object({
  /** Entries older than this id (the previous page's `nextBefore`). */
  before: z
    .string()
    .max(16)
    .regex(/^\d+$/, 'Expected an entry id in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
  limit: queryInt(1, AUDIT_MAX_LIMIT, AUDIT_DEFAULT_LIMIT),
})
export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().positive().nullable(),
})
export type AuditPage = z.infer<typeof auditPage>

export const adminApi = {
  connections: endpoint({
    method: 'GET',
    path: '/admin/connections',
    auth: 'admin',
    summary: 'Open /ws sockets per user and their stream subscriptions',
    response: wsConnections,
  }),
  marketShock: endpoint({
    method: 'POST',
    path: '/admin/market/shock',
    auth: 'admin',
    summary:
      "Moves a symbol's index price by a percentage at once (drills: liquidations, slippage refusals); the makers requote around it",
    body: marketShock,
    response: marketShockResult,
  }),
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    auth: 'admin',
    summary: 'Users by email, username or full name, a page at a time',
    query: adminUsersQuery,
    response: adminUsersPage,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    auth: 'admin',
    summary:
      "Changes a user's role, superuser flag or disabled state; disabling ends their sessions and sockets at once",
    params: idParams,
    body: adminUserUpdate,
    response: adminUser,
  }),
  markets: endpoint({
    method: 'GET',
    path: '/admin/markets',
    auth: 'admin',
    summary: 'Every symbol with its trading status, prices and feed rate',
    response: z.array(adminMarket),
  }),
  haltMarket: endpoint({
    method: 'POST',
    path: '/admin/markets/:symbol/halt',
    auth: 'admin',
    summary: 'Halts a symbol: new orders are refused (409), the makers pull their quotes',
    params: symbolParams,
    body: marketHalt,
    response: adminMarket,
  }),
  resumeMarket: endpoint({
    method: 'POST',
    path: '/admin/markets/:symbol/resume',
    auth: 'admin',
    summary: 'Resumes trading in a halted symbol',
    params: symbolParams,
    response: adminMarket,
  }),
  systemStatus: endpoint({
    method: 'GET',
    path: '/admin/status',
    auth: 'admin',
    summary: 'Uptime, memory, sockets, feed rate, database size and the last hour of trading',
    response: systemStatus,
  }),
  resetTwoFactor: endpoint({
    method: 'POST',
    path: '/admin/users/:id/reset-2fa',
    auth: 'admin',
    summary:
      "Turns a user's two-factor authentication off (lost device): their sessions end and they get a security notification",
    params: idParams,
    response: adminUser,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit',
    auth: 'admin',
    summary: 'The append-only log of administrator actions, newest first',
    query: auditQuery,
    response: auditPage,
  }),
}
