import type {
  AdminKycApplication,
  KycApplication,
  KycDocument,
  KycDocumentType,
  KycFileKind,
  KycMimeType,
  KycStatus,
} from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

export interface ApplicationRow {
  id: string
  user_id: string
  status: Exclude<KycStatus, 'not_started'>
  legal_name: string | null
  date_of_birth: string | null
  country: string | null
  document_type: KycDocumentType | null
  submission: number
  submitted_at: Date | null
  reviewed_at: Date | null
  review_note: string | null
}

interface DocumentRow {
  id: string
  kind: KycFileKind
  filename: string
  path: string
  size_bytes: number
  sha256: string
  mimetype: KycMimeType
  created_at: Date
}

export interface NewDocument {
  id: string
  kind: KycFileKind
  filename: string
  path: string
  size: number
  sha256: string
  mimetype: KycMimeType
}

// date_of_birth as text: a `date` column would come back as a Date at local midnight.
const COLUMNS = `a.id, a.user_id, a.status, a.legal_name, a.date_of_birth::text AS date_of_birth,
  a.country, a.document_type, a.submission, a.submitted_at, a.reviewed_at, a.review_note`

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString())

export const NOT_STARTED: KycApplication = {
  status: 'not_started',
  legal_name: null,
  date_of_birth: null,
  country: null,
  document_type: null,
  submitted_at: null,
  reviewed_at: null,
  review_note: null,
  documents: [],
}

export async function findApplication(
  db: Queryable,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const rows = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM kyc_applications a WHERE a.user_id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  )
  return rows[0]
}

export async function lockApplicationById(
  db: Queryable,
  id: string,
): Promise<ApplicationRow | undefined> {
  const rows = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM kyc_applications a WHERE a.id = $1 FOR UPDATE`,
    [id],
  )
  return rows[0]
}

/** Opens the user's application unless one exists; either way answers the user's row. */
export async function startApplication(
  db: Queryable,
  id: string,
  userId: string,
): Promise<ApplicationRow> {
  await db.query(
    `INSERT INTO kyc_applications (id, user_id, status) VALUES ($1, $2, 'pending_documents')
     ON CONFLICT (user_id) DO NOTHING`,
    [id, userId],
  )
  return (await findApplication(db, userId)) as ApplicationRow
}

export async function recordSubmission(
  db: Queryable,
  applicationId: string,
  fields: { legalName: string; dateOfBirth: string; country: string; documentType: string },
  documents: readonly NewDocument[],
): Promise<void> {
  const rows = await db.query<{ submission: number }>(
    `UPDATE kyc_applications SET status = 'submitted', legal_name = $2, date_of_birth = $3,
       country = $4, document_type = $5, submission = submission + 1, submitted_at = now(),
       reviewed_at = NULL, reviewed_by = NULL, review_note = NULL
     WHERE id = $1 RETURNING submission`,
    [applicationId, fields.legalName, fields.dateOfBirth, fields.country, fields.documentType],
  )
  const submission = (rows[0] as { submission: number }).submission
  for (const d of documents)
    await db.query(
      `INSERT INTO kyc_documents (id, application_id, submission, kind, filename, path,
         size_bytes, sha256, mimetype) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [d.id, applicationId, submission, d.kind, d.filename, d.path, d.size, d.sha256, d.mimetype],
    )
}

export async function recordReview(
  db: Queryable,
  id: string,
  review: { status: 'approved' | 'rejected'; reviewerId: string; note: string | null },
): Promise<void> {
  await db.query(
    `UPDATE kyc_applications SET status = $2, reviewed_at = now(), reviewed_by = $3,
       review_note = $4 WHERE id = $1`,
    [id, review.status, review.reviewerId, review.note],
  )
}

async function latestDocuments(db: Queryable, a: ApplicationRow): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `SELECT id, kind, filename, path, size_bytes, sha256, mimetype, created_at FROM kyc_documents
     WHERE application_id = $1 AND submission = $2 ORDER BY kind`,
    [a.id, a.submission],
  )
}

const toDocument = (d: DocumentRow): KycDocument => ({
  id: d.id,
  kind: d.kind,
  filename: d.filename,
  mimetype: d.mimetype,
  size: Number(d.size_bytes),
  sha256: d.sha256,
  uploaded_at: d.created_at.toISOString(),
})

export async function toApplication(db: Queryable, a: ApplicationRow): Promise<KycApplication> {
  return {
    status: a.status,
    legal_name: a.legal_name,
    date_of_birth: a.date_of_birth,
    country: a.country,
    document_type: a.document_type,
    submitted_at: iso(a.submitted_at),
    reviewed_at: iso(a.reviewed_at),
    review_note: a.review_note,
    documents: (await latestDocuments(db, a)).map(toDocument),
  }
}

interface ListedRow extends ApplicationRow {
  email: string
  username: string
}

export async function toAdminApplication(
  db: Queryable,
  a: ApplicationRow & { email: string; username: string },
): Promise<AdminKycApplication> {
  return {
    ...(await toApplication(db, a)),
    id: a.id,
    user_id: a.user_id,
    email: a.email,
    username: a.username,
  }
}

/** Applications in one status, oldest submission first (the review queue), a page at a time. */
export async function listApplications(
  db: Queryable,
  status: ApplicationRow['status'],
  page: number,
  pageSize: number,
): Promise<{ items: AdminKycApplication[]; total: number }> {
  const rows = await db.query<ListedRow>(
    `SELECT ${COLUMNS}, u.email, u.username FROM kyc_applications a
     JOIN users u ON u.id = a.user_id WHERE a.status = $1
     ORDER BY a.submitted_at ASC NULLS LAST, a.id LIMIT $2 OFFSET $3`,
    [status, pageSize, (page - 1) * pageSize],
  )
  const count = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM kyc_applications WHERE status = $1',
    [status],
  )
  const items = []
  for (const r of rows) items.push(await toAdminApplication(db, r))
  return { items, total: Number(count[0]?.n ?? 0) }
}

export async function findAdminApplication(
  db: Queryable,
  id: string,
): Promise<AdminKycApplication | undefined> {
  const rows = await db.query<ListedRow>(
    `SELECT ${COLUMNS}, u.email, u.username FROM kyc_applications a
     JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
    [id],
  )
  return rows[0] ? toAdminApplication(db, rows[0]) : undefined
}

/** A document of an application (any submission): where it is and what it is. */
export async function findDocument(
  db: Queryable,
  applicationId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const rows = await db.query<DocumentRow>(
    `SELECT id, kind, filename, path, size_bytes, sha256, mimetype, created_at FROM kyc_documents
     WHERE application_id = $1 AND id = $2`,
    [applicationId, documentId],
  )
  return rows[0]
}
