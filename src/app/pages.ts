/** Every page of the signed-in area (SPEC §2), in route-table order. */
export const APP_PAGES = [
  'dashboard',
  'ai-assistant',
  'ai-swarm',
  'sentiment',
  'predictions',
  'quantum',
  'trading',
  'spot',
  'perps',
  'options',
  'intent-trading',
  'arbitrage',
  'flash-arbitrage',
  'zk-trading',
  'portfolio',
  'risk',
  'risk-attribution',
  'portfolio-analytics',
  'defi',
  'mev-protection',
  'charts',
  'scanner',
  'microstructure',
  'backtesting',
  'strategy-studio',
  'wallet',
  'orders',
  'profile',
  'notifications',
  'social',
  'mobile',
  'admin',
] as const
export type AppPage = (typeof APP_PAGES)[number]

export const PUBLIC_PAGES = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
] as const
export type PublicPage = (typeof PUBLIC_PAGES)[number]

export interface PageInfo {
  title: string
  /** One line shown under the title until the page's own issue fills it. */
  summary: string
}

export const PAGE_INFO: Record<AppPage | PublicPage, PageInfo> = {
  dashboard: { title: 'Dashboard', summary: 'Live prices and your portfolio at a glance.' },
  'ai-assistant': {
    title: 'AI Assistant',
    summary: 'Ask questions about markets and your positions.',
  },
  'ai-swarm': {
    title: 'AI Swarm',
    summary: 'Your strategies run together, capital shifted by their recent results.',
  },
  sentiment: { title: 'Sentiment', summary: 'Market mood from news and social signals.' },
  predictions: { title: 'Predictions', summary: 'Model forecasts for the symbols you follow.' },
  quantum: { title: 'Quantum ML', summary: 'Quantum-inspired models and value-at-risk.' },
  trading: { title: 'Trading Dashboard', summary: 'Order entry, order book and recent trades.' },
  spot: { title: 'Spot Trading', summary: 'Buy and sell assets at market or limit prices.' },
  perps: { title: 'Perpetuals', summary: 'Leveraged perpetual futures with funding.' },
  options: { title: 'Options', summary: 'Calls and puts across strikes and expiries.' },
  'intent-trading': {
    title: 'Intent Trading',
    summary: 'State the outcome; solvers find the route.',
  },
  arbitrage: { title: 'Cross-Chain Arbitrage', summary: 'Price gaps between chains and venues.' },
  'flash-arbitrage': { title: 'Flash Arbitrage', summary: 'Flash-loan arbitrage opportunities.' },
  'zk-trading': { title: 'ZK Trading', summary: 'Private orders with zero-knowledge proofs.' },
  portfolio: { title: 'Portfolio', summary: 'Holdings, cash and performance.' },
  risk: { title: 'Risk Analysis', summary: 'Exposure, drawdown and value-at-risk.' },
  'risk-attribution': { title: 'Risk Attribution', summary: 'Where your risk comes from.' },
  'portfolio-analytics': {
    title: 'Portfolio Analytics',
    summary: 'Returns, allocation and attribution.',
  },
  defi: { title: 'Liquidity Pools', summary: 'Provide liquidity and track pool yields.' },
  'mev-protection': { title: 'MEV Protection', summary: 'Shield orders from front-running.' },
  charts: { title: 'Charts', summary: 'Candles at 1m, 5m, 1h and 1d.' },
  scanner: { title: 'Market Scanner', summary: 'Find movers and setups across markets.' },
  microstructure: { title: 'Microstructure', summary: 'Order flow, depth and spread.' },
  backtesting: { title: 'Backtesting', summary: 'Test strategies on historical data.' },
  'strategy-studio': { title: 'Strategy Studio', summary: 'Build, tune and run strategies.' },
  wallet: { title: 'Wallet', summary: 'Connected wallets, balances and transfers.' },
  orders: { title: 'Order Management', summary: 'Open orders and order history.' },
  profile: { title: 'Profile Settings', summary: 'Your account details.' },
  notifications: {
    title: 'Notifications',
    summary: 'Alerts about trades, security and your account.',
  },
  social: { title: 'Social Trading', summary: 'Follow traders and share strategies.' },
  mobile: { title: 'Mobile App', summary: 'Install TradeDesk on your phone.' },
  admin: {
    title: 'Admin Panel',
    summary: 'Users, connections and system health. Only administrators see this page.',
  },
  login: { title: 'Sign In', summary: 'Sign in to your account.' },
  register: { title: 'Create Account', summary: 'Open a TradeDesk account.' },
  'forgot-password': { title: 'Forgot Password', summary: 'Reset your password.' },
  'reset-password': { title: 'Reset Password', summary: 'Choose a new password.' },
  'verify-email': { title: 'Verify Email', summary: 'Confirm the email of your account.' },
}

export const NOT_FOUND_TITLE = 'Page not found'

/** The page title for a pathname: its first segment's title, else "Page not found". */
export function titleForPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'dashboard'
  return Object.hasOwn(PAGE_INFO, first)
    ? PAGE_INFO[first as AppPage | PublicPage].title
    : NOT_FOUND_TITLE
}

export const APP_NAME = 'TradeDesk'

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${APP_NAME}`
}
