/**
 * Mail settings from the environment: SMTP_URL (nodemailer's smtp:// or smtps:// URL; without it
 * mail goes to the database outbox), MAIL_FROM, and PUBLIC_URL, the site's address in mailed
 * links. Read here rather than through ServerOptions until those options exist there.
 */
export interface MailConfig {
  smtpUrl: string | undefined
  from: string | undefined
  publicUrl: string | undefined
}

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim()

export const mailConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): MailConfig => ({
  smtpUrl: nonEmpty(env.SMTP_URL),
  from: nonEmpty(env.MAIL_FROM),
  publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
})
