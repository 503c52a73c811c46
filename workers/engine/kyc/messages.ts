/** Failure wording of the KYC calls: SPEC §8's "Upload failed" and "Failed to …" forms. */
export const KYC_ENGINE_MSG = {
  fetch: 'Failed to fetch verification',
  start: 'Failed to start verification',
  submit: 'Upload failed',
  adminList: 'Failed to fetch verifications',
  document: 'Failed to fetch document',
  review: 'Failed to review verification',
  resetTwoFactor: 'Failed to reset two-factor authentication',
} as const
