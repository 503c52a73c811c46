/**
 * The one route table (SPEC §2), code-based. Every page is its own lazy chunk; the guards read
 * the session from the app store only after the engine has decided it, so nothing flashes.
 */
import {
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  redirect,
  type ParsedLocation,
} from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx'
import { decidedSession } from '../engine/session.ts'
import { Spinner } from '../components/Spinner.tsx'
import { AppLayout } from '../layout/AppLayout.tsx'
import { adminGuard, loginDestination, privateGuard, type GuardRedirect } from './guards.ts'
import { RootLayout } from './RootLayout.tsx'

type PageModule = Promise<{ default: ComponentType }>

/** TanStack signals a redirect by throwing its (non-Error) redirect object. */
function bounce(target: ReturnType<typeof redirect>): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw target
}

function follow(to: GuardRedirect): void {
  if (!to) return
  if (to.to === '/dashboard') bounce(redirect({ to: '/dashboard' }))
  bounce(redirect({ to: '/login', search: to.search }))
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async () => {
    const session = await decidedSession()
    if (session.status === 'authenticated') bounce(redirect({ to: '/dashboard' }))
    bounce(redirect({ to: '/login', search: {} }))
  },
})

interface LoginSearch {
  redirect?: string
}
const validateLoginSearch = (search: Record<string, unknown>): LoginSearch =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ search }) => {
    const session = await decidedSession()
    if (session.status === 'authenticated' && session.user) {
      bounce(redirect({ href: loginDestination(session.user, search.redirect) }))
    }
  },
  component: lazyRouteComponent(() => import('../pages/login/LoginPage.tsx')),
})

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register',
  component: lazyRouteComponent(() => import('../pages/register/RegisterPage.tsx')),
})

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('../pages/forgot-password/ForgotPasswordPage.tsx')),
})

/** The signed-in area: a pathless layout, so unknown paths stay a plain not-found page. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AppLayout,
  pendingComponent: () => <Spinner label="Checking your session…" />,
  beforeLoad: async ({ location }: { location: ParsedLocation }) => {
    follow(privateGuard(await decidedSession(), location.href))
  },
})

function page<TPath extends string>(
  path: TPath,
  load: () => PageModule,
  beforeLoad?: (ctx: { location: ParsedLocation }) => Promise<void>,
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component: lazyRouteComponent(load),
    ...(beforeLoad ? { beforeLoad } : {}),
  })
}

const dashboardRoute = page('dashboard', () => import('../pages/dashboard/DashboardPage.tsx'))
const aiAssistantRoute = page(
  'ai-assistant',
  () => import('../pages/ai-assistant/AiAssistantPage.tsx'),
)
const aiSwarmRoute = page('ai-swarm', () => import('../pages/ai-swarm/AiSwarmPage.tsx'))
const sentimentRoute = page('sentiment', () => import('../pages/sentiment/SentimentPage.tsx'))
const predictionsRoute = page(
  'predictions',
  () => import('../pages/predictions/PredictionsPage.tsx'),
)
const quantumRoute = page('quantum', () => import('../pages/quantum/QuantumPage.tsx'))
const tradingRoute = page('trading', () => import('../pages/trading/TradingPage.tsx'))
const spotRoute = page('spot', () => import('../pages/spot/SpotPage.tsx'))
const perpsRoute = page('perps', () => import('../pages/perps/PerpsPage.tsx'))
const optionsRoute = page('options', () => import('../pages/options/OptionsPage.tsx'))
const intentTradingRoute = page(
  'intent-trading',
  () => import('../pages/intent-trading/IntentTradingPage.tsx'),
)
const arbitrageRoute = page('arbitrage', () => import('../pages/arbitrage/ArbitragePage.tsx'))
const flashArbitrageRoute = page(
  'flash-arbitrage',
  () => import('../pages/flash-arbitrage/FlashArbitragePage.tsx'),
)
const zkTradingRoute = page('zk-trading', () => import('../pages/zk-trading/ZkTradingPage.tsx'))
const portfolioRoute = page('portfolio', () => import('../pages/portfolio/PortfolioPage.tsx'))
const riskRoute = page('risk', () => import('../pages/risk/RiskPage.tsx'))
const riskAttributionRoute = page(
  'risk-attribution',
  () => import('../pages/risk-attribution/RiskAttributionPage.tsx'),
)
const portfolioAnalyticsRoute = page(
  'portfolio-analytics',
  () => import('../pages/portfolio-analytics/PortfolioAnalyticsPage.tsx'),
)
const defiRoute = page('defi', () => import('../pages/defi/DefiPage.tsx'))
const mevProtectionRoute = page(
  'mev-protection',
  () => import('../pages/mev-protection/MevProtectionPage.tsx'),
)
const chartsRoute = page('charts', () => import('../pages/charts/ChartsPage.tsx'))
const scannerRoute = page('scanner', () => import('../pages/scanner/ScannerPage.tsx'))
const microstructureRoute = page(
  'microstructure',
  () => import('../pages/microstructure/MicrostructurePage.tsx'),
)
const backtestingRoute = page(
  'backtesting',
  () => import('../pages/backtesting/BacktestingPage.tsx'),
)
const strategyStudioRoute = page(
  'strategy-studio',
  () => import('../pages/strategy-studio/StrategyStudioPage.tsx'),
)
const walletRoute = page('wallet', () => import('../pages/wallet/WalletPage.tsx'))
const ordersRoute = page('orders', () => import('../pages/orders/OrdersPage.tsx'))
const profileRoute = page('profile', () => import('../pages/profile/ProfilePage.tsx'))
const notificationsRoute = page(
  'notifications',
  () => import('../pages/notifications/NotificationsPage.tsx'),
)
const socialRoute = page('social', () => import('../pages/social/SocialPage.tsx'))
const mobileRoute = page('mobile', () => import('../pages/mobile/MobilePage.tsx'))
const adminRoute = page(
  'admin',
  () => import('../pages/admin/AdminPage.tsx'),
  async ({ location }) => {
    follow(adminGuard(await decidedSession(), location.href))
  },
)

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  appRoute.addChildren([
    dashboardRoute,
    aiAssistantRoute,
    aiSwarmRoute,
    sentimentRoute,
    predictionsRoute,
    quantumRoute,
    tradingRoute,
    spotRoute,
    perpsRoute,
    optionsRoute,
    intentTradingRoute,
    arbitrageRoute,
    flashArbitrageRoute,
    zkTradingRoute,
    portfolioRoute,
    riskRoute,
    riskAttributionRoute,
    portfolioAnalyticsRoute,
    defiRoute,
    mevProtectionRoute,
    chartsRoute,
    scannerRoute,
    microstructureRoute,
    backtestingRoute,
    strategyStudioRoute,
    walletRoute,
    ordersRoute,
    profileRoute,
    notificationsRoute,
    socialRoute,
    mobileRoute,
    adminRoute,
  ]),
])
