/** Words many screens share: loading, retry, cancel, the password toggle, offline notes. */
export const common = {
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  sending: 'Sending…',
  saving: 'Saving…',
  verifying: 'Verifying…',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  passwordHint: 'At least {{min}} characters',
  backToSignIn: 'Back to sign in',
  signIn: 'Sign in',
  goToDashboard: 'Go to the dashboard',
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
  },
}
