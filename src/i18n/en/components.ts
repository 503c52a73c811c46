/** Shared components: the error screen, skeleton placeholders, toasts, update and install. */
export const components = {
  errorScreen: {
    title: 'Something went wrong',
    tryAgain: 'Try Again',
    reload: 'Reload Page',
  },
  skeleton: {
    dashboard: 'Loading dashboard',
    chart: 'Loading chart',
    form: 'Loading form',
    list: 'Loading list',
    portfolio: 'Loading portfolio',
    holdings: 'Loading holdings',
    profile: 'Loading profile',
    table: 'Loading table',
    trading: 'Loading trading',
    orderBook: 'Loading order book',
    orderForm: 'Loading order form',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  update: {
    available: 'A new version is available.',
    updating: 'Updating…',
    refresh: 'Refresh',
    later: 'Later',
  },
  install: 'Install app',
}
