import nodemailer from 'nodemailer'
import type { Db } from '../db/types.ts'
import { insertOutboxMail } from './outbox-repo.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends mail: over SMTP when one is configured, else into the database outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export const DEFAULT_MAIL_FROM = 'TradeDesk <no-reply@tradedesk.local>'

/** The demo default: mail lands in `mail_outbox`, which the admin panel lists. */
export function createOutboxMailer(db: Pick<Db, 'query'>): Mailer {
  return {
    kind: 'outbox',
    send: (m) => insertOutboxMail(db, m),
    close: () => undefined,
  }
}

/** `smtpUrl` in nodemailer's form: smtp://user:pass@host:port, smtps:// for TLS from the start. */
export function createSmtpMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html === undefined ? {} : { html: m.html }),
      })
    },
    close: () => transport.close(),
  }
}
