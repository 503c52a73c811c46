/** Failure wording of the account calls, in the style of SPEC §8's "Failed to …" messages. */
export const ACCOUNT_MSG = {
  fetchSessions: 'Failed to fetch sessions',
  endSession: 'Failed to sign out the session',
  changePassword: 'Failed to change password',
  requestReset: 'Failed to send the reset link',
  confirmReset: 'Failed to reset password',
  verifyEmail: 'Failed to verify email',
  resendVerification: 'Failed to send the verification email',
  fetchEmailStatus: 'Failed to fetch email status',
  fetchMail: 'Failed to fetch mail',
} as const
