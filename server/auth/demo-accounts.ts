export const DEMO_ADMIN_EMAIL = 'admin@tradedesk.dev'
export const DEMO_TRADER_EMAIL = 'trader@tradedesk.dev'
