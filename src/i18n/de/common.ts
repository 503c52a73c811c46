import type { common as en } from '../en/common.ts'

export const common: typeof en = {
  loading: 'Wird geladen…',
  checkingSession: 'Ihre Sitzung wird geprüft…',
  tryAgain: 'Erneut versuchen',
  cancel: 'Abbrechen',
  sending: 'Wird gesendet…',
  saving: 'Wird gespeichert…',
  verifying: 'Wird geprüft…',
  email: 'E-Mail',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  show: 'Anzeigen',
  hide: 'Verbergen',
  passwordHint: 'Mindestens {{min}} Zeichen',
  backToSignIn: 'Zurück zur Anmeldung',
  signIn: 'Anmelden',
  goToDashboard: 'Zur Übersicht',
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
  },
}
