import type { FastifyInstance } from 'fastify'
import { loginAliasForm, loginForm, type DemoHint } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parseInput } from '../http/validate.ts'
import { tokenBucket, type RateLimitOptions } from '../http/rate-limit.ts'
import { DEMO_ADMIN_EMAIL, DEMO_TRADER_EMAIL } from './demo-accounts.ts'
import { logIn, registerUser, wantsRemember } from './credentials.ts'
import { logOut, refreshSession } from './refresh-flow.ts'

/** Auth routes (reading 1) and the reading-2 aliases of SPEC §7. */
export function authRoutes(ctx: AppContext, limit: RateLimitOptions) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const limiter = tokenBucket(limit)
    const limited = { onRequest: limiter.hook }

    const register = (req: { body: unknown }, reply: Parameters<typeof registerUser>[2]) =>
      registerUser(ctx, req.body, reply)
    app.post('/auth/register', limited, register)
    app.post('/register', limited, register)

    app.post('/auth/login', limited, (req, reply) => {
      const form = parseInput(loginForm, req.body, 'body')
      const remember = wantsRemember(req.body)
      return logIn(ctx, reply, { email: form.username, password: form.password, remember }, false)
    })
    app.post('/login', limited, (req, reply) => {
      const form = parseInput(loginAliasForm, req.body, 'body')
      return logIn(ctx, reply, { ...form, remember: wantsRemember(req.body) }, true)
    })

    app.post('/auth/refresh', (req, reply) => refreshSession(ctx, req, reply))
    app.post('/refresh', (req, reply) => refreshSession(ctx, req, reply))
    app.post('/auth/logout', (req, reply) => logOut(ctx, req, reply))
    app.post('/logout', (req, reply) => logOut(ctx, req, reply))

    app.get('/auth/demo', (): DemoHint => {
      if (!ctx.demo.enabled) return { enabled: false }
      return {
        enabled: true,
        email: DEMO_ADMIN_EMAIL,
        password: ctx.demo.password,
        traderEmail: DEMO_TRADER_EMAIL,
      }
    })
    done()
  }
}
