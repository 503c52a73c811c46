/** Session handlers of EngineApi: login, register, logout, profile, demo hint. */
import {
  CSRF_HEADER,
  demoHint as demoHintSchema,
  tokenResponse,
  user as userSchema,
} from '../../../protocol/index.ts'
import type { EngineApi } from '../api.ts'
import { MSG } from '../http/errors.ts'
import type { Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import { AUTH_MSG, loginFailure, registerFailure } from './messages.ts'
import type { Session } from './session.ts'

export type AuthHandlers = Pick<
  EngineApi,
  'login' | 'register' | 'logout' | 'updateProfile' | 'demoHint'
>

export function createAuthHandlers(session: Session, gateway: Gateway): AuthHandlers {
  // Session writes (server + Dexie) never interleave: a logout cannot land inside a login.
  const queue = createSerialQueue()

  return {
    login: (input) =>
      queue.run(async () => {
        // A start-up refresh answering 401 after this login would sign the new session out.
        await session.start()
        const out = await gateway.send(
          {
            method: 'POST',
            path: '/auth/login',
            form: {
              username: input.email,
              password: input.password,
              remember: String(input.remember),
            },
            retry: false,
          },
          false,
        )
        if (out.kind === 'network' || out.status < 200 || out.status >= 300) {
          return { ok: false, error: loginFailure(out) }
        }
        const tr = tokenResponse.safeParse(out.body)
        if (!tr.success)
          return { ok: false, error: { status: out.status, message: MSG.unexpected } }
        await session.adopt(tr.data)
        return { ok: true, value: tr.data.user }
      }),

    register: (input) =>
      queue.run(async () => {
        const out = await gateway.send(
          { method: 'POST', path: '/auth/register', json: input, retry: false },
          false,
        )
        if (out.kind === 'network' || out.status < 200 || out.status >= 300) {
          return { ok: false, error: registerFailure(out) }
        }
        const u = userSchema.safeParse(out.body)
        return u.success
          ? { ok: true, value: u.data }
          : { ok: false, error: { status: out.status, message: MSG.unexpected } }
      }),

    logout: () =>
      queue.run(async () => {
        if (session.state().status === 'authenticated') {
          const csrf = session.csrf()
          // Best effort: the server revokes the refresh family; locally we sign out regardless.
          await gateway.send({
            method: 'POST',
            path: '/auth/logout',
            headers: csrf === null ? {} : { [CSRF_HEADER]: csrf },
            retry: false,
          })
        }
        await session.signOut()
      }),

    updateProfile: (patch) =>
      queue.run(async () => {
        const res = await gateway.call({
          method: 'PUT',
          path: '/users/me',
          json: patch,
          schema: userSchema,
          fallback: AUTH_MSG.updateProfileFailed,
        })
        if (res.ok) await session.setUser(res.value)
        return res
      }),

    async demoHint() {
      const res = await gateway.call({
        method: 'GET',
        path: '/auth/demo',
        schema: demoHintSchema,
        fallback: MSG.other,
        auth: false,
      })
      return res.ok ? res.value : { enabled: false }
    },
  }
}
