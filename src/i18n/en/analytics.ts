/** /portfolio-analytics (English, the source). Formulas follow protocol/stats, word for word. */
export const analytics = {
  loading: 'Loading the analytics…',
  noPortfolio: 'You have no portfolio yet. Create one on the Portfolio page.',
  notEnough:
    'Not enough history yet: the figures need at least two daily returns in this range. Pick a longer range or come back tomorrow.',
  offline: 'You are offline. These figures are from {{time}} and may be out of date.',
  offlineEmpty: 'You are offline. Connect to see the analytics of this range.',
  stale: 'These figures could not be refreshed; they are from {{time}}.',
  updating: 'Updating…',
  retry: 'Try again',
  portfolio: 'Active portfolio: {{name}}',
  span: '{{from}} to {{to}}: {{periods}} daily returns; days without a recorded value: {{missing}}',
  controls: {
    label: 'Analytics settings',
    range: 'Range',
    chips: { '1M': '1M', '3M': '3M', '6M': '6M', YTD: 'YTD', '1Y': '1Y', ALL: 'All' },
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    missing: 'Enter both days.',
    order: 'The first day must not be after the last.',
    benchmark: 'Benchmark',
    riskFree: 'Risk-free rate (% a year)',
    riskFreeInvalid: 'Enter a rate from 0 to 20 %.',
    basis: 'Periods per year',
    basisAuto: 'Automatic (by asset class)',
    basis252: '252 (trading days)',
    basis365: '365 (calendar days)',
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'Not saved: {{message}}',
    readOnly: 'Offline: your choices cannot be saved now.',
  },
  reason: {
    crypto: '{{n}} periods a year: the portfolio holds crypto',
    other: '{{n}} periods a year: the portfolio holds no crypto',
    chosen: '{{n}} periods a year: your choice',
  },
  riskFreePerPeriod: 'Risk-free rate {{annual}} a year, {{perPeriod}} per period',
  about: 'About {{name}}',
  figures: {
    title: 'Figures',
    returnsTitle: 'Returns',
    ratiosTitle: 'Risk and ratios',
    extremesTitle: 'Best and worst',
    twr: 'Time-weighted return',
    twrTip:
      'Daily returns chained, so deposits and withdrawals are not counted as performance: TWR = ∏(1 + r_t) − 1. Each day is a modified Dietz return r = (E₁ − E₀ − F) / (E₀ + Σ w_k·F_k), F the day’s net flow, w_k the share of the day left after flow k.',
    mwr: 'Money-weighted return (XIRR, a year)',
    mwrTip:
      'The annual rate x at which all flows are worth zero: Σ amount_k / (1 + x)^(days_k / 365) = 0, money put in negative and the final value positive (actual/365).',
    why: 'Why they differ: the time-weighted return ignores when money came in or went out; the money-weighted return weighs each period by the money invested then, and is stated per year.',
    annualisedReturn: 'Annualised return',
    annualisedReturnTip:
      '(1 + TWR)^(N / n) − 1, with n the days in the range (missing days too: time passed) and N the periods a year.',
    annualisedVolatility: 'Annualised volatility',
    annualisedVolatilityTip:
      'sd(r) × √N: sample standard deviation of the daily returns (with n − 1), N the periods a year.',
    sharpe: 'Sharpe ratio',
    sharpeTip:
      'Sharpe = mean(r − r_f) / sd(r − r_f) × √N, sd with n − 1, r_f per period = (1 + R_f)^(1/N) − 1, R_f the annual risk-free rate.',
    sortino: 'Sortino ratio',
    sortinoTip:
      'Sortino = mean(r − r_f) / √(mean(min(r − r_f, 0)²)) × √N: only returns below the risk-free rate count as risk, averaged over all days.',
    calmar: 'Calmar ratio',
    calmarTip: 'Calmar = annualised return / |maximum drawdown|.',
    omega: 'Omega ratio',
    omegaTip:
      'Omega = Σ max(r − r_f, 0) / Σ max(r_f − r, 0): gains above the risk-free rate per period against shortfalls below it.',
    maxDrawdown: 'Maximum drawdown',
    maxDrawdownTip:
      'The deepest fall from a running peak: min(W_t / max(W_0 … W_t) − 1), with wealth W_0 = 1 and W_t = W_(t−1) × (1 + r_t).',
    drawdownDates: 'Peak {{peak}}, trough {{trough}}, recovered {{recovery}} ({{days}} days)',
    notRecovered: 'Peak {{peak}}, trough {{trough}}, not recovered ({{days}} days so far)',
    bestDay: 'Best day',
    worstDay: 'Worst day',
    dayTip: 'The highest and the lowest daily return r_t in the range, with its day (UTC).',
    bestMonth: 'Best month',
    worstMonth: 'Worst month',
    monthTip:
      'Daily returns compounded per calendar month (UTC): ∏(1 + r_t) − 1 over the month’s days.',
    beta: 'Beta against {{symbol}}',
    betaTip:
      'β = cov(r, b) / var(b) over the days where both have a return, both with n − 1; b is the benchmark’s daily return.',
    correlation: 'Correlation with {{symbol}}',
    correlationTip:
      'Pearson: ρ = cov(r, b) / (sd(r) × sd(b)) over the days where both have a return.',
  },
  charts: {
    cumulative: 'Cumulative return',
    cumulativeSummary:
      'Cumulative return from {{from}} to {{to}}: portfolio {{portfolio}}, {{symbol}} {{benchmark}}.',
    portfolio: 'Portfolio',
    underwater: 'Drawdown (underwater)',
    underwaterSummary: 'Fall from the running peak; deepest {{depth}}.',
    drawdown: 'Drawdown',
    rollingSharpe: 'Rolling Sharpe ratio ({{n}} days)',
    rollingSharpeSummary: 'Sharpe ratio over the last {{n}} days, day by day; latest {{last}}.',
    rollingVolatility: 'Rolling volatility ({{n}} days, a year)',
    rollingVolatilitySummary:
      'Annualised volatility over the last {{n}} days, day by day; latest {{last}}.',
  },
  heatmap: {
    title: 'Monthly returns (%)',
    caption: 'Monthly returns in percent, one row per year, with the year’s total',
    region: 'Monthly returns table',
    year: 'Year',
    total: 'Total',
    empty: 'No month in this range has a return yet.',
  },
}
