import type { components as en } from '../en/components.ts'

export const components: typeof en = {
  errorScreen: {
    title: 'Etwas ist schiefgelaufen',
    tryAgain: 'Erneut versuchen',
    reload: 'Seite neu laden',
  },
  skeleton: {
    dashboard: 'Übersicht wird geladen',
    chart: 'Chart wird geladen',
    form: 'Formular wird geladen',
    list: 'Liste wird geladen',
    portfolio: 'Portfolio wird geladen',
    holdings: 'Bestände werden geladen',
    profile: 'Profil wird geladen',
    table: 'Tabelle wird geladen',
    trading: 'Handel wird geladen',
    orderBook: 'Orderbuch wird geladen',
    orderForm: 'Orderformular wird geladen',
  },
  toast: {
    region: 'Benachrichtigungen',
    dismiss: 'Benachrichtigung schließen',
  },
  update: {
    available: 'Eine neue Version ist verfügbar.',
    updating: 'Wird aktualisiert…',
    refresh: 'Aktualisieren',
    later: 'Später',
  },
  install: 'App installieren',
}
