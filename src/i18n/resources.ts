/**
 * Every translation, by language then area: one file per area and language under en/ and de/.
 * English is the source; another language's files are typed by it, so a missing or misspelt
 * key fails the build.
 */
import { apiKeys as deApiKeys } from './de/api-keys.ts'
import { apiKeys as enApiKeys } from './en/api-keys.ts'
import { profile as deProfile } from './de/profile.ts'
import { shell as deShell } from './de/shell.ts'
import { titles as deTitles } from './de/titles.ts'
import { orders as deOrders } from './de/orders.ts'
import { positions as dePositions } from './de/positions.ts'
import { ticket as deTicket } from './de/ticket.ts'
import { trading as deTrading } from './de/trading.ts'
import { profile as enProfile } from './en/profile.ts'
import { shell as enShell } from './en/shell.ts'
import { titles as enTitles } from './en/titles.ts'
import { auth as deAuth } from './de/auth.ts'
import { charts as deCharts } from './de/charts.ts'
import { common as deCommon } from './de/common.ts'
import { components as deComponents } from './de/components.ts'
import { dashboard as deDashboard } from './de/dashboard.ts'
import { errors as deErrors } from './de/errors.ts'
import { mobile as deMobile } from './de/mobile.ts'
import { summaries as deSummaries } from './de/summaries.ts'
import { auth as enAuth } from './en/auth.ts'
import { charts as enCharts } from './en/charts.ts'
import { common as enCommon } from './en/common.ts'
import { components as enComponents } from './en/components.ts'
import { dashboard as enDashboard } from './en/dashboard.ts'
import { errors as enErrors } from './en/errors.ts'
import { mobile as enMobile } from './en/mobile.ts'
import { summaries as enSummaries } from './en/summaries.ts'
import { orders as enOrders } from './en/orders.ts'
import { positions as enPositions } from './en/positions.ts'
import { ticket as enTicket } from './en/ticket.ts'
import { trading as enTrading } from './en/trading.ts'
import { alerts as deAlerts } from './de/alerts.ts'
import { notifications as deNotifications } from './de/notifications.ts'
import { alerts as enAlerts } from './en/alerts.ts'
import { notifications as enNotifications } from './en/notifications.ts'
import { marketView as deMarketView } from './de/market-view.ts'
import { marketView as enMarketView } from './en/market-view.ts'

import { admin as deAdmin } from './de/admin.ts'
import { admin as enAdmin } from './en/admin.ts'
import { kyc as deKyc } from './de/kyc.ts'
import { kyc as enKyc } from './en/kyc.ts'
import { subscription as deSubscription } from './de/subscription.ts'
import { subscription as enSubscription } from './en/subscription.ts'
import { portfolio as dePortfolio } from './de/portfolio.ts'
import { portfolio as enPortfolio } from './en/portfolio.ts'
import { analytics as deAnalytics } from './de/analytics.ts'
import { analytics as enAnalytics } from './en/analytics.ts'
import { risk as deRisk } from './de/risk.ts'
import { risk as enRisk } from './en/risk.ts'
import { options as deOptions } from './de/options.ts'
import { options as enOptions } from './en/options.ts'
import { strategies as deStrategies } from './de/strategies.ts'
import { strategies as enStrategies } from './en/strategies.ts'

export const resources = {
  en: {
    translation: {
      admin: enAdmin,
      kyc: enKyc,
      alerts: enAlerts,
      notifications: enNotifications,
      marketView: enMarketView,
      apiKeys: enApiKeys,
      subscription: enSubscription,
      portfolio: enPortfolio,
      analytics: enAnalytics,
      risk: enRisk,
      options: enOptions,
      strategies: enStrategies,
      shell: enShell,
      profile: enProfile,
      titles: enTitles,
      trading: enTrading,
      ticket: enTicket,
      orders: enOrders,
      positions: enPositions,
      auth: enAuth,
      charts: enCharts,
      common: enCommon,
      components: enComponents,
      dashboard: enDashboard,
      errors: enErrors,
      mobile: enMobile,
      summaries: enSummaries,
    },
  },
  de: {
    translation: {
      admin: deAdmin,
      kyc: deKyc,
      alerts: deAlerts,
      notifications: deNotifications,
      marketView: deMarketView,
      apiKeys: deApiKeys,
      subscription: deSubscription,
      portfolio: dePortfolio,
      analytics: deAnalytics,
      risk: deRisk,
      options: deOptions,
      strategies: deStrategies,
      shell: deShell,
      profile: deProfile,
      titles: deTitles,
      trading: deTrading,
      ticket: deTicket,
      orders: deOrders,
      positions: dePositions,
      auth: deAuth,
      charts: deCharts,
      common: deCommon,
      components: deComponents,
      dashboard: deDashboard,
      errors: deErrors,
      mobile: deMobile,
      summaries: deSummaries,
    },
  },
} as const

export type AppLanguage = keyof typeof resources
export const APP_LANGUAGES = Object.keys(resources) as AppLanguage[]
/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', de: 'Deutsch' }
