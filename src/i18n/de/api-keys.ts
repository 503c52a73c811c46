import type { apiKeys as en } from '../en/api-keys.ts'

/** Der Bereich API-Schlüssel auf /profile (Deutsch). */
export const apiKeys: typeof en = {
  title: 'API-Schlüssel',
  intro:
    'Mit Schlüsseln können Ihre eigenen Programme Ihr Konto über die API nutzen, nur mit den Berechtigungen, die Sie ihnen geben. Senden Sie einen Schlüssel im Header X-API-Key.',
  loading: 'Ihre API-Schlüssel werden geladen…',
  offline:
    'Sie sind offline. Stellen Sie eine Verbindung her, um Ihre API-Schlüssel zu sehen und zu verwalten.',
  none: 'Noch keine API-Schlüssel.',
  list: 'Ihre API-Schlüssel',
  form: 'API-Schlüssel erstellen',
  name: 'Name',
  nameHint: 'Etwas, woran Sie ihn erkennen, etwa das Programm, das ihn nutzt.',
  nameRequired: 'Geben Sie dem Schlüssel einen Namen',
  permissions: 'Berechtigungen',
  permission: { read: 'Lesen', trade: 'Handeln' },
  permissionHint: {
    read: 'Portfolios, Orders, Positionen, Trades und Marktdaten einsehen.',
    trade: 'Orders aufgeben, ändern und stornieren sowie Positionen schließen.',
  },
  permissionRequired: 'Wählen Sie mindestens eine Berechtigung',
  create: 'Schlüssel erstellen',
  creating: 'Wird erstellt…',
  limit:
    'Sie haben {{max}} Schlüssel, mehr sind nicht erlaubt. Widerrufen Sie einen, um einen neuen zu erstellen.',
  createdTitle: 'Ihr neuer Schlüssel „{{name}}“',
  createdBody:
    'Kopieren Sie diesen Schlüssel jetzt und bewahren Sie ihn sicher auf. Er wird nicht noch einmal angezeigt.',
  secretLabel: 'API-Schlüssel (wird nur einmal angezeigt)',
  copy: 'Kopieren',
  copied: 'API-Schlüssel kopiert',
  copyFailed: 'Kopieren nicht möglich. Markieren Sie den Schlüssel und kopieren Sie ihn von Hand.',
  done: 'Ich habe ihn gespeichert',
  created: 'Erstellt am {{date}}',
  lastUsed: 'Zuletzt verwendet am {{date}}',
  neverUsed: 'Noch nie verwendet',
  revoke: 'Widerrufen',
  revokeLabel: 'Schlüssel {{name}} widerrufen',
  confirmTitle: '„{{name}}“ widerrufen?',
  confirmBody:
    'Programme, die diesen Schlüssel verwenden, funktionieren sofort nicht mehr. Das lässt sich nicht rückgängig machen.',
  confirm: 'Schlüssel widerrufen',
  revoked: 'Schlüssel „{{name}}“ widerrufen',
  messages: {
    list: 'API-Schlüssel konnten nicht geladen werden',
    create: 'API-Schlüssel konnte nicht erstellt werden',
    revoke: 'API-Schlüssel konnte nicht widerrufen werden',
    tooMany: 'Sie können höchstens {{max}} API-Schlüssel haben. Widerrufen Sie zuerst einen.',
    notFound: 'API-Schlüssel nicht gefunden',
  },
}
