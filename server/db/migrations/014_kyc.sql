-- Identity verification (KYC): one application per user, reviewed by an administrator. The
-- files themselves live under DATA_DIR/kyc, never in the database; a row keeps where, how big,
-- what type (sniffed from the content) and a SHA-256 to prove the file was not changed.
CREATE TABLE kyc_applications (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending_documents', 'submitted', 'approved', 'rejected')),
  legal_name text,
  date_of_birth date,
  country text CHECK (country IS NULL OR country ~ '^[A-Z]{2}$'),
  document_type text CHECK (document_type IN ('passport', 'id_card', 'driving_licence')),
  -- Counts submissions: a resubmission after a rejection keeps the earlier files, and the
  -- application shows the latest set.
  submission integer NOT NULL DEFAULT 0,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by text,
  review_note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_applications_status_idx ON kyc_applications (status, submitted_at);

CREATE TABLE kyc_documents (
  id text PRIMARY KEY,
  application_id text NOT NULL REFERENCES kyc_applications (id) ON DELETE CASCADE,
  submission integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('document', 'selfie')),
  filename text NOT NULL,
  -- Relative to DATA_DIR/kyc, so the data folder can move.
  path text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  sha256 text NOT NULL,
  mimetype text NOT NULL CHECK (mimetype IN ('image/jpeg', 'image/png', 'application/pdf')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_application_idx ON kyc_documents (application_id, submission);
