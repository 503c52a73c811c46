import type { KycDecision } from '../../protocol/index.ts'
import type { MailMessage } from '../mail/mailer.ts'
import type { Notice } from './notice.ts'

/** What the user hears of a review: a notification and a mail with the same words. */
export function reviewNotice(decision: KycDecision, note: string | null): Notice {
  return decision === 'approved'
    ? {
        title: 'Identity verified',
        message: 'Your identity verification was approved.',
        category: 'account',
        type: 'success',
        priority: 'normal',
      }
    : {
        title: 'Identity verification rejected',
        message: `Your identity verification was rejected: ${note ?? ''} You can submit new documents from your profile.`,
        category: 'account',
        type: 'warning',
        priority: 'normal',
      }
}

export function reviewMail(to: string, decision: KycDecision, note: string | null): MailMessage {
  const n = reviewNotice(decision, note)
  return { to, subject: `TradeDesk: ${n.title}`, text: `${n.message}\n` }
}

export const TWO_FACTOR_RESET_NOTICE: Notice = {
  title: 'Two-factor authentication turned off',
  message:
    'An administrator turned off two-factor authentication on your account and signed you out everywhere. Set it up again from your profile.',
  category: 'security',
  type: 'warning',
  priority: 'urgent',
}
