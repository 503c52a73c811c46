/** The session domain: who is signed in, signing in and out, the profile. */
import { defineDomain, type Emit } from '../domain.ts'
import { follow, type EngineServices } from '../services.ts'
import type { SessionState } from '../types.ts'
import { createAuthHandlers } from './auth-handlers.ts'

export function createSessionDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      ...createAuthHandlers(s.session, s.gateway),
      /** Current session; on a fresh engine this starts the start-up check (refresh, then me). */
      async getSession(): Promise<SessionState> {
        await s.session.start()
        return s.session.state()
      },
    },
    watches: {
      /** The current state at once, then every change (every tab). */
      watchSession: (emit: Emit<SessionState>) =>
        follow(s.session.state(), (l) => s.session.subscribe(l), emit),
    },
  })
}
