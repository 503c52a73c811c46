import type { AppContext } from '../context.ts'
import { mailConfigFromEnv } from './mail-config.ts'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts'

// One mailer per running server (keyed by its database), made on first use.
const mailers = new WeakMap<AppContext['db'], Mailer>()

/** The server's mailer: SMTP when SMTP_URL is set, else the database outbox. */
export function mailerOf(ctx: Pick<AppContext, 'db'>): Mailer {
  let mailer = mailers.get(ctx.db)
  if (!mailer) {
    const config = mailConfigFromEnv()
    mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.from)
      : createOutboxMailer(ctx.db)
    mailers.set(ctx.db, mailer)
  }
  return mailer
}
