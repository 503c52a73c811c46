import { hash, verify } from '@node-rs/argon2'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** Constant-time check; when `stored` is undefined a dummy hash is checked so timing matches. */
  verify(stored: string | undefined, password: string): Promise<boolean>
}

/** OWASP's Argon2id baseline (19 MiB, t=2, p=1). Argon2id is the library's default algorithm. */
const PRODUCTION = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }
/** Only for tests, where hashing dozens of passwords must be quick. */
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

export function createPasswordHasher(mode: 'production' | 'fast' = 'production'): PasswordHasher {
  const params = mode === 'fast' ? FAST : PRODUCTION
  let dummy: Promise<string> | undefined
  return {
    hash: (password) => hash(password, params),
    async verify(stored, password) {
      if (stored === undefined) {
        dummy ??= hash('not-a-real-password', params)
        await verify(await dummy, password).catch(() => false)
        return false
      }
      return verify(stored, password).catch(() => false)
    },
  }
}
