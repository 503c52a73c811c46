import { KYC_MSG, type AdminKycApplication, type KycReview } from '../../protocol/index.ts'
import type { AuditActor } from '../admin/audit-repo.ts'
import { appendAudit } from '../admin/audit-repo.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { mailerOf } from '../mail/mailer-of.ts'
import { reviewMail, reviewNotice } from './messages.ts'
import { sendNotice } from './notice.ts'
import { findAdminApplication, lockApplicationById, recordReview } from './repo.ts'

/**
 * An administrator's decision on a submitted application, audited in the same transaction.
 * Once committed the user is notified and mailed; a mail that cannot go out (SMTP down) does not
 * undo the decision, it is logged.
 */
export async function reviewKyc(
  ctx: Pick<AppContext, 'db' | 'trading'>,
  actor: AuditActor,
  id: string,
  review: KycReview,
  log: (err: unknown) => void,
): Promise<AdminKycApplication> {
  const note = review.note === undefined || review.note === '' ? null : review.note
  const reviewed = await ctx.db.transaction(async (tx) => {
    const row = await lockApplicationById(tx, id)
    if (!row) throw notFound(KYC_MSG.notFound)
    if (row.status !== 'submitted') throw conflict(KYC_MSG.notSubmitted)
    await recordReview(tx, id, { status: review.decision, reviewerId: actor.adminId, note })
    const after = (await findAdminApplication(tx, id)) as AdminKycApplication
    await appendAudit(tx, actor, {
      action: 'kyc.review',
      target: after.email,
      before: { status: row.status },
      after: { status: review.decision, note },
    })
    return after
  })
  await sendNotice(ctx, reviewed.user_id, reviewNotice(review.decision, note))
  await mailerOf(ctx)
    .send(reviewMail(reviewed.email, review.decision, note))
    .catch(log)
  return reviewed
}
