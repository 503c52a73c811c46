import type { MailMessage } from '../mail/mailer.ts'

// Mails carry a link and nothing secret beyond its token: never a password.

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const withLink = (to: string, subject: string, lines: string[], link: string): MailMessage => ({
  to,
  subject,
  text: [...lines, '', link, ''].join('\n'),
  html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
})

export const passwordResetMail = (to: string, link: string): MailMessage =>
  withLink(
    to,
    'Reset your TradeDesk password',
    [
      'Someone asked to reset the password of your TradeDesk account.',
      'Open this link within 30 minutes to choose a new password; it works once.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    link,
  )

export const verificationMail = (to: string, link: string): MailMessage =>
  withLink(
    to,
    'Verify your TradeDesk email',
    ['Open this link within 24 hours to verify the email of your TradeDesk account.'],
    link,
  )
