/** Session handlers of EngineApi: login, register, logout, profile, demo hint. */
import { authApi as api, CSRF_HEADER } from '../../../protocol/index.ts'
import type { DemoHint, User, UserUpdate } from '../../../protocol/index.ts'
import type { EngineResult, LoginInput, RegisterInput } from '../types.ts'
import { MSG } from '../http/errors.ts'
import { callOf, requestOf, responseOf } from '../http/endpoint-call.ts'
import type { Gateway } from '../http/gateway.ts'
import { createSerialQueue } from '../queue.ts'
import { AUTH_MSG, loginFailure, registerFailure } from './messages.ts'
import type { Session } from './session.ts'
import { createTwoFactorLogin } from './two-factor-login.ts'

export function createAuthHandlers(session: Session, gateway: Gateway) {
  // Session writes (server + Dexie) never interleave: a logout cannot land inside a login.
  const queue = createSerialQueue()
  const twoFactor = createTwoFactorLogin(session, gateway)

  return {
    login: (input: LoginInput): Promise<EngineResult<User>> =>
      queue.run(async () => {
        // A start-up refresh answering 401 after this login would sign the new session out.
        await session.start()
        const out = await gateway.send(
          requestOf(api.login, {
            form: {
              username: input.email,
              password: input.password,
              remember: String(input.remember),
            },
            retry: false,
          }),
          false,
        )
        if (out.kind === 'network' || out.status < 200 || out.status >= 300) {
          const failure = loginFailure(out)
          // Without a usable login token the 2FA screen could not complete anything.
          if (failure.twoFactorRequired && out.kind === 'response' && !twoFactor.expect(out.body))
            return { ok: false, error: { status: out.status, message: MSG.unexpected } }
          return { ok: false, error: failure }
        }
        twoFactor.forget()
        const tr = responseOf(api.login).safeParse(out.body)
        if (!tr.success)
          return { ok: false, error: { status: out.status, message: MSG.unexpected } }
        await session.adopt(tr.data)
        return { ok: true, value: tr.data.user }
      }),

    /** The second step of a login answered with `twoFactorRequired` (SPEC §4). */
    verifyLogin: (code: string, isBackup: boolean): Promise<EngineResult<User>> =>
      queue.run(() => twoFactor.verifyLogin(code, isBackup)),

    register: (input: RegisterInput): Promise<EngineResult<User>> =>
      queue.run(async () => {
        const out = await gateway.send(
          requestOf(api.register, { json: input, retry: false }),
          false,
        )
        if (out.kind === 'network' || out.status < 200 || out.status >= 300) {
          return { ok: false, error: registerFailure(out) }
        }
        const u = responseOf(api.register).safeParse(out.body)
        return u.success
          ? { ok: true, value: u.data }
          : { ok: false, error: { status: out.status, message: MSG.unexpected } }
      }),

    logout: (): Promise<void> =>
      queue.run(async () => {
        if (session.state().status === 'authenticated') {
          const csrf = session.csrf()
          // Best effort: the server revokes the refresh family; locally we sign out regardless.
          await gateway.send(
            requestOf(api.logout, {
              headers: csrf === null ? {} : { [CSRF_HEADER]: csrf },
              retry: false,
            }),
          )
        }
        await session.signOut()
      }),

    updateProfile: (patch: UserUpdate): Promise<EngineResult<User>> =>
      queue.run(async () => {
        const res = await gateway.call(
          callOf(api.updateMe, { json: patch }, AUTH_MSG.updateProfileFailed),
        )
        if (res.ok) await session.setUser(res.value)
        return res
      }),

    async demoHint(): Promise<DemoHint> {
      const res = await gateway.call(callOf(api.demoHint, {}, MSG.other))
      return res.ok ? res.value : { enabled: false }
    },
  }
}
