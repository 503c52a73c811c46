import { useTranslation } from 'react-i18next'
import type { PortfolioSummary } from '../../../protocol/index.ts'
import { formatMoney, formatSignedMoney, trendClass } from '../../lib/format.ts'

/**
 * The portfolio's totals as the server values them (its `portfolio` push). Until a valuation
 * has arrived only the cash, which the portfolio itself carries, is known.
 */
export function HoldingsTotals({
  valuation,
  cash,
  currency,
}: {
  valuation: PortfolioSummary | null
  cash: number
  currency: string
}) {
  const pnl = valuation
    ? Object.values(valuation.positions).reduce((n, p) => n + p.unrealizedPnl, 0)
    : null
  const unknown = '—'
  const { t } = useTranslation()
  return (
    <dl className="stat-grid" data-testid="portfolio-totals">
      <div className="stat">
        <dt>{t('dashboard.portfolio.totalValue')}</dt>
        <dd data-testid="portfolio-total">
          {valuation ? formatMoney(valuation.totalValue, currency) : unknown}
        </dd>
      </div>
      <div className="stat">
        <dt>{t('dashboard.portfolio.cash')}</dt>
        <dd data-testid="portfolio-cash">{formatMoney(valuation?.cash ?? cash, currency)}</dd>
      </div>
      <div className="stat">
        <dt>{t('dashboard.portfolio.positionsValue')}</dt>
        <dd>
          {valuation ? formatMoney(valuation.totalValue - valuation.cash, currency) : unknown}
        </dd>
      </div>
      <div className="stat">
        <dt>{t('dashboard.portfolio.pnl')}</dt>
        <dd className={pnl === null ? '' : trendClass(pnl)} data-testid="portfolio-pnl">
          {pnl === null ? unknown : formatSignedMoney(pnl, currency)}
        </dd>
      </div>
    </dl>
  )
}
