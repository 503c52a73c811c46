import type { ApiKeyPermission } from '../../protocol/index.ts'
import { API_KEY_MSG } from '../../protocol/index.ts'
import { findUserById, type UserRow } from '../auth/users-repo.ts'
import type { AppContext } from '../context.ts'
import { unauthorized } from '../http/errors.ts'
import { parseKey, secretMatches } from './hashing.ts'
import { findKey, permissionsOf, touchKey } from './repo.ts'

const TOUCH_EVERY_MS = 60_000

export interface KeyCaller {
  user: UserRow
  keyId: string
  permissions: ApiKeyPermission[]
}

/**
 * The user and permissions of an X-API-Key header value; 401 for anything that is not a live
 * key of an enabled account. Revoking deletes the row, so it takes effect on the next request.
 */
export async function authenticateKey(ctx: AppContext, header: string): Promise<KeyCaller> {
  const presented = parseKey(header)
  const row = presented && (await findKey(ctx.db, presented.id))
  // Constant-time on the hash: the time taken says nothing about how much of a secret matched.
  if (!presented || !row || !secretMatches(presented.secret, row.secret_hash))
    throw unauthorized(API_KEY_MSG.invalid)
  const user = await findUserById(ctx.db, row.user_id)
  if (!user || user.disabled_at !== null) throw unauthorized(API_KEY_MSG.invalid)
  if (row.last_used_at === null || Date.now() - row.last_used_at.getTime() >= TOUCH_EVERY_MS)
    await touchKey(ctx.db, row.id)
  return { user, keyId: row.id, permissions: permissionsOf(row) }
}
