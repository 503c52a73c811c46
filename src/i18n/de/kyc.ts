import type { kyc as en } from '../en/kyc.ts'

/** /profile: Identitätsprüfung (KYC) (Deutsch). */
export const kyc: typeof en = {
  title: 'Verifizierung (KYC)',
  loading: 'Ihre Verifizierung wird geladen…',
  offline: 'Sie sind offline. Stellen Sie eine Verbindung her, um Ihre Verifizierung zu sehen.',
  needsConnection: 'Für die Verifizierung ist eine Verbindung nötig.',
  notStarted:
    'Bestätigen Sie Ihre Identität mit einem amtlichen Dokument. Das dauert nur wenige Minuten; ein Administrator prüft es.',
  start: 'Verifizierung starten',
  starting: 'Wird gestartet…',
  pending: 'Senden Sie Ihre Angaben und ein Foto oder einen Scan Ihres Dokuments.',
  submitted: 'Eingereicht am {{date}}: Die Prüfung steht noch aus.',
  approved: 'Verifiziert am {{date}}.',
  rejected: 'Ihre Verifizierung wurde abgelehnt: {{note}}',
  resubmit: 'Korrigieren Sie das Verlangte und reichen Sie erneut ein.',
  files: 'Eingereichte Dateien',
  fileMeta: '{{kind}} · {{name}} · {{size}}',
  kinds: { document: 'Dokument', selfie: 'Selfie' },
  form: {
    label: 'Identitätsprüfung',
    legalName: 'Amtlicher Name (wie im Dokument)',
    born: 'Geburtsdatum',
    bornHint: 'Sie müssen mindestens {{age}} Jahre alt sein.',
    country: 'Wohnsitzland',
    chooseCountry: 'Land auswählen',
    documentType: 'Dokumentart',
    types: { passport: 'Reisepass', id_card: 'Personalausweis', driving_licence: 'Führerschein' },
    document: 'Dokument (Vorderseite)',
    selfie: 'Selfie mit dem Dokument (optional)',
    fileHint: 'JPEG, PNG oder PDF, höchstens {{mb}} MB.',
    submit: 'Zur Prüfung einreichen',
    submitting: 'Wird hochgeladen…',
    sent: 'Verifizierung eingereicht',
  },
  errors: {
    tooLarge: 'Datei zu groß',
    unsupported: 'Nicht unterstützter Dateityp',
    required: 'Wählen Sie eine Datei',
    adult: 'Sie müssen mindestens {{age}} Jahre alt sein',
  },
}
