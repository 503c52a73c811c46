import { randomUUID } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import {
  KYC_MSG,
  type KycApplication,
  type KycFileKind,
  type UploadedFile,
} from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { conflict } from '../http/errors.ts'
import type { KycFileStore } from './file-store.ts'
import {
  findApplication,
  recordSubmission,
  startApplication,
  toApplication,
  type ApplicationRow,
  type NewDocument,
} from './repo.ts'

export interface Submission {
  legal_name: string
  date_of_birth: string
  country: string
  document_type: string
  document: UploadedFile
  selfie?: UploadedFile | undefined
}

/** Submitting is allowed before the first submission and after a rejection, never otherwise. */
function refuseUnlessOpen(row: ApplicationRow | undefined): void {
  if (row?.status === 'submitted') throw conflict(KYC_MSG.alreadySubmitted)
  if (row?.status === 'approved') throw conflict(KYC_MSG.alreadyApproved)
}

/**
 * Stores the files, then records the submission in one transaction that re-checks the status
 * under a row lock: of two submissions at once, one wins and the other's files are removed.
 */
export async function submitKyc(
  ctx: Pick<AppContext, 'db'>,
  store: KycFileStore,
  userId: string,
  s: Submission,
): Promise<KycApplication> {
  refuseUnlessOpen(await findApplication(ctx.db, userId))
  const files: [KycFileKind, UploadedFile][] = [['document', s.document]]
  if (s.selfie) files.push(['selfie', s.selfie])
  const documents: NewDocument[] = []
  try {
    for (const [kind, f] of files) {
      const mimetype = f.type
      // The body schema admits only JPEG, PNG and PDF content: anything else here is a bug.
      if (mimetype === null) throw new Error('an upload reached the handler unchecked')
      const stored = await store.save(userId, f.bytes, mimetype)
      documents.push({
        id: randomUUID(),
        kind,
        filename: f.filename.slice(0, 200),
        size: f.size,
        mimetype,
        ...stored,
      })
    }
    return await ctx.db.transaction(async (tx) => {
      await startApplication(tx, randomUUID(), userId)
      const row = (await findApplication(tx, userId, { lock: true })) as ApplicationRow
      refuseUnlessOpen(row)
      await recordSubmission(
        tx,
        row.id,
        {
          legalName: s.legal_name,
          dateOfBirth: s.date_of_birth,
          country: s.country,
          documentType: s.document_type,
        },
        documents,
      )
      return toApplication(tx, (await findApplication(tx, userId)) as ApplicationRow)
    })
  } catch (err) {
    await Promise.all(documents.map((d) => unlink(join(store.dir, d.path)).catch(() => undefined)))
    throw err
  }
}
