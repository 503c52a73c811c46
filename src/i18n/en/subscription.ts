/** /profile's plan section (English, the source). */
export const subscription = {
  title: 'Plan',
  loading: 'Loading your plan…',
  offline: 'You are offline. Connect to see your plan.',
  plan: { paper: 'Paper trading' },
  status: { active: 'Active' },
  intro:
    'Every account trades paper money on this plan; there is nothing to pay. These are the limits the server applies to your account and how much of each you use.',
  since: 'Member since {{date}}',
  paperCash: 'Paper cash for each new portfolio',
  usage: 'Limits in use',
  portfolios: 'Portfolios',
  apiKeys: 'API keys',
  activePriceAlerts: 'Active price alerts',
  used: '{{used}} of {{limit}}',
}
