import { z } from 'zod'
import { endpoint, type Endpoint, type KeyPermission } from './endpoint.ts'
import { idParams } from './input.ts'

/** The header a key travels in: `X-API-Key: <id>.<secret>` (lower-case, as Node reads it). */
export const API_KEY_HEADER = 'x-api-key'
/** Keys one user may hold at once. */
export const MAX_API_KEYS = 10
export const API_KEY_NAME_MAX = 64

/** What a key may be granted; SPEC §6: read and trade by default. */
export const apiKeyPermission = z.enum(['read', 'trade'])
export type ApiKeyPermission = z.infer<typeof apiKeyPermission>
export const API_KEY_DEFAULT_PERMISSIONS: readonly ApiKeyPermission[] = ['read', 'trade']

export const API_KEY_MSG = {
  tooMany: `You can have at most ${MAX_API_KEYS} API keys. Revoke one first.`,
  notFound: 'API key not found',
  invalid: 'Invalid API key',
  notPermitted: 'This API key does not have the permission for this action',
  adminRefused: 'API keys cannot be used for administration',
  sessionRefused: 'API keys cannot be used for sign-in sessions',
  both: 'Send either a bearer token or an API key, not both',
} as const

/** The engine's wording when a call fails, in the style of SPEC §8's "Failed to …" messages. */
export const API_KEYS_FAILED = {
  list: 'Failed to fetch API keys',
  create: 'Failed to create API key',
  revoke: 'Failed to revoke API key',
} as const

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(apiKeyPermission),
  created_at: z.string(),
  /** Moved at most once a minute, so a busy key costs no write per request. */
  last_used_at: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKey>

/** The answer to a create, the only time the secret is ever sent. */
export const createdApiKey = apiKey.extend({
  /** `<id>.<secret>`, exactly what goes into the X-API-Key header. */
  key: z.string(),
})
export type CreatedApiKey = z.infer<typeof createdApiKey>

export const createApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
    permissions: z
      .array(apiKeyPermission)
      .min(1)
      .max(2)
      .refine((p) => new Set(p).size === p.length, 'Each permission may be given once')
      .default([...API_KEY_DEFAULT_PERMISSIONS]),
  })
  .strict()
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>

export const apiKeysApi = {
  listApiKeys: endpoint({
    method: 'GET',
    path: '/users/api-keys',
    auth: 'user',
    permission: 'account',
    summary: "The caller's API keys (never their secrets), newest first",
    response: z.array(apiKey),
  }),
  createApiKey: endpoint({
    method: 'POST',
    path: '/users/api-keys',
    auth: 'user',
    permission: 'account',
    summary: 'Creates an API key; its secret is answered this once and stored only as a hash',
    body: createApiKeyBody,
    response: createdApiKey,
    status: 201,
  }),
  revokeApiKey: endpoint({
    method: 'DELETE',
    path: '/users/api-keys/:id',
    auth: 'user',
    permission: 'account',
    summary: 'Revokes an API key at once',
    params: idParams,
    status: 204,
  }),
}

/** The permission a key needs for an endpoint: declared, else `read` for GET, else `account`. */
export const keyPermissionOf = (e: Endpoint): KeyPermission =>
  e.permission ?? (e.method === 'GET' ? 'read' : 'account')
