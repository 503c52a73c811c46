import type { FastifyInstance } from 'fastify'
import { API_KEY_MSG, apiKeysApi as api } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { hashSecret, newSecret } from './hashing.ts'
import { deleteKey, insertKey, listKeys, toApiKey } from './repo.ts'

/** /users/api-keys: create (the secret answered once), list, revoke. */
export function apiKeysRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.listApiKeys, async ({ req }) => (await listKeys(ctx.db, userOf(req).id)).map(toApiKey))

    on(api.createApiKey, async ({ req, body }) => {
      const secret = newSecret()
      const row = await insertKey(ctx.db, {
        userId: userOf(req).id,
        name: body.name,
        permissions: body.permissions,
        secretHash: hashSecret(secret),
      })
      if (!row) throw conflict(API_KEY_MSG.tooMany)
      return { ...toApiKey(row), key: `${row.id}.${secret}` }
    })

    on(api.revokeApiKey, async ({ req, params }) => {
      if (!(await deleteKey(ctx.db, userOf(req).id, params.id)))
        throw notFound(API_KEY_MSG.notFound)
    })
    done()
  }
}
