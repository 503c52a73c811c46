import type { subscription as en } from '../en/subscription.ts'

/** Der Bereich Tarif auf /profile (Deutsch). */
export const subscription: typeof en = {
  title: 'Tarif',
  loading: 'Ihr Tarif wird geladen…',
  offline: 'Sie sind offline. Stellen Sie eine Verbindung her, um Ihren Tarif zu sehen.',
  plan: { paper: 'Papierhandel' },
  status: { active: 'Aktiv' },
  intro:
    'Jedes Konto handelt in diesem Tarif mit Spielgeld; es fallen keine Kosten an. Dies sind die Grenzen, die der Server für Ihr Konto anwendet, und wie viel Sie davon nutzen.',
  since: 'Mitglied seit {{date}}',
  paperCash: 'Spielgeld für jedes neue Portfolio',
  usage: 'Genutzte Grenzen',
  portfolios: 'Portfolios',
  apiKeys: 'API-Schlüssel',
  activePriceAlerts: 'Aktive Preisalarme',
  used: '{{used}} von {{limit}}',
}
