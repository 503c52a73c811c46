import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Keys derived from the server secret (the JWT secret, persisted per deployment): one encrypts
 * TOTP secrets at rest, one keys the hashes of backup codes and login tokens, so a copy of the
 * database alone gives neither working codes nor a way to test guesses offline.
 */
export interface SecretBox {
  seal(plain: string, owner: string): string
  open(sealed: string, owner: string): string
  /** A keyed hash, stable for equal input (lookups by hash). */
  digest(value: string): string
}

const VERSION = 'v1'
const b64 = (b: Buffer): string => b.toString('base64url')

export function secretBox(serverSecret: string): SecretBox {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', serverSecret, 'tradedesk-2fa', info, 32))
  const encKey = derive('totp secret encryption')
  const macKey = derive('backup code and login token hashing')

  return {
    // The owner (user id) is bound as associated data: a sealed secret moved to another
    // account's row does not open there.
    seal(plain, owner) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', encKey, iv)
      cipher.setAAD(Buffer.from(owner))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.')
    },
    open(sealed, owner) {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('unreadable sealed secret')
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(owner))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
    digest: (value) => createHmac('sha256', macKey).update(value).digest('base64url'),
  }
}

let cached: { secret: string; box: SecretBox } | undefined

/** The box of this server's secret (derived once: a process has one secret). */
export function boxFor(ctx: { jwtSecret: string }): SecretBox {
  if (cached?.secret !== ctx.jwtSecret)
    cached = { secret: ctx.jwtSecret, box: secretBox(ctx.jwtSecret) }
  return cached.box
}
