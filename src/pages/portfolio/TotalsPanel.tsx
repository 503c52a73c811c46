import { useTranslation } from 'react-i18next'
import type { PortfolioSummary } from '../../../protocol/index.ts'
import { formatMoney, formatPercent, formatSignedMoney, trendClass } from '../../lib/format.ts'
import { portfolioTotals } from './positions.ts'

const DASH = '—'

/** The portfolio's totals as the server values them; only the cash is known before that. */
export function TotalsPanel({
  valuation,
  cash,
  currency,
}: {
  valuation: PortfolioSummary | null
  cash: number
  currency: string
}) {
  const { t } = useTranslation()
  const totals = valuation ? portfolioTotals(valuation) : null
  const money = (v: number | undefined) => (v === undefined ? DASH : formatMoney(v, currency))
  return (
    <section className="panel" aria-label={t('portfolio.totals.title')}>
      <dl className="stat-grid portfolio-totals" data-testid="portfolio-totals">
        <div className="stat">
          <dt>{t('portfolio.totals.totalValue')}</dt>
          <dd data-testid="portfolio-total">{money(totals?.totalValue)}</dd>
        </div>
        <div className="stat">
          <dt>{t('portfolio.totals.cash')}</dt>
          <dd data-testid="portfolio-cash">{formatMoney(totals?.cash ?? cash, currency)}</dd>
        </div>
        <div className="stat">
          <dt>{t('portfolio.totals.positionsValue')}</dt>
          <dd>{money(totals?.positionsValue)}</dd>
        </div>
        <div className="stat">
          <dt>{t('portfolio.totals.pnl')}</dt>
          <dd className={totals ? trendClass(totals.unrealizedPnl) : ''}>
            {totals ? formatSignedMoney(totals.unrealizedPnl, currency) : DASH}
          </dd>
        </div>
        <div className="stat">
          <dt>{t('portfolio.totals.change24h')}</dt>
          <dd className={totals ? trendClass(totals.change24h) : ''}>
            {totals
              ? `${formatSignedMoney(totals.change24h, currency)} (${formatPercent(totals.change24hPercent)})`
              : DASH}
          </dd>
        </div>
      </dl>
      {!valuation && <p className="panel-note">{t('portfolio.totals.waiting')}</p>}
    </section>
  )
}
