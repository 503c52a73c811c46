import { randomInt } from 'node:crypto'
import { BACKUP_CODE_COUNT, BACKUP_CODE_MIN } from '../../protocol/index.ts'

// No 0/O, 1/I/L: a code copied from paper must not be misread. 31 symbols, 12 of them: 59 bits.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const GROUPS = 3
const GROUP_LENGTH = 4

function backupCode(): string {
  const groups: string[] = []
  for (let g = 0; g < GROUPS; g++) {
    let group = ''
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)]
    groups.push(group)
  }
  return groups.join('-')
}

/** Ten fresh codes, `XXXX-XXXX-XXXX`, all different. */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>()
  while (codes.size < count) codes.add(backupCode())
  return [...codes]
}

/**
 * The form a backup code is hashed in: case, dashes and spaces do not matter. Null when it is too
 * short to be one (SPEC §5: at least 8 characters).
 */
export function normalizeBackupCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '')
  return code.length >= BACKUP_CODE_MIN && /^[A-Z0-9]+$/.test(code) ? code : null
}
