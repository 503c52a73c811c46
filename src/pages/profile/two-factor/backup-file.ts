/** The text of the backup codes file a trader downloads or copies: a heading line, a note, the codes. */
export function backupCodesText(
  codes: readonly string[],
  words: { title: string; note: string },
): string {
  return [words.title, words.note, '', ...codes, ''].join('\n')
}

export const BACKUP_FILE_NAME = 'tradedesk-backup-codes.txt'
