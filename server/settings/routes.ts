import type { FastifyInstance, FastifyRequest } from 'fastify'
import { settingsApi as api, type Settings } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { declaredRoutes } from '../http/route.ts'
import {
  applyImport,
  applyPreferences,
  applySecurity,
  applyUpdate,
  preferencesOf,
  resetKeepingSecurity,
} from './apply.ts'
import { changeSettings, readSettings } from './repo.ts'

/**
 * Settings and user preferences (SPEC §3, §7, §9). Other browsers of the user take a change when
 * they next ask (the engine refetches on focus, reconnect and every minute while visible).
 */
export function settingsRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const change = (req: FastifyRequest, fn: (s: Settings) => Settings) =>
      changeSettings(ctx.db, userOf(req).id, fn)

    on(api.getSettings, ({ req }) => readSettings(ctx.db, userOf(req).id))
    on(api.updateSettings, ({ req, body }) => change(req, (s) => applyUpdate(s, body)))
    on(api.updateSecuritySettings, ({ req, body }) => change(req, (s) => applySecurity(s, body)))
    on(api.resetSettings, ({ req }) => change(req, resetKeepingSecurity))
    on(api.exportSettings, async ({ req, reply }) => {
      const current = await readSettings(ctx.db, userOf(req).id)
      reply.header('content-disposition', 'attachment; filename="tradedesk-settings.json"')
      return current
    })
    on(api.importSettings, ({ req, body }) => change(req, (s) => applyImport(s, body)))
    on(api.getPreferences, async ({ req }) =>
      preferencesOf(await readSettings(ctx.db, userOf(req).id)),
    )
    on(api.updatePreferences, async ({ req, body }) =>
      preferencesOf(await change(req, (s) => applyPreferences(s, body))),
    )
    done()
  }
}
