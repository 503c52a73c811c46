/** The text of the backup codes file a trader downloads or copies. */
export function backupCodesText(codes: readonly string[], account: string): string {
  return [
    `TradeDesk backup codes for ${account}`,
    'Each code can be used once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
}

export const BACKUP_FILE_NAME = 'tradedesk-backup-codes.txt'
