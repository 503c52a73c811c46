import { KYC_FILE_MAX_BYTES, sniffKycType } from '../../../../protocol/index.ts'

export type FileProblem = 'tooLarge' | 'unsupported'

/**
 * The server's own checks, run before uploading so the trader hears at once: size, then the
 * type read from the first bytes (a renamed text file is refused either way).
 */
export async function checkKycFile(file: Blob): Promise<FileProblem | null> {
  if (file.size > KYC_FILE_MAX_BYTES) return 'tooLarge'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return sniffKycType(head) === null ? 'unsupported' : null
}
