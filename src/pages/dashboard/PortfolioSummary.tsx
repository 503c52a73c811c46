import { useTranslation } from 'react-i18next'
import { TableScroll } from '../../components/TableScroll.tsx'
import { PortfolioSkeleton } from '../../components/skeletons/PortfolioSkeleton.tsx'
import { usePortfolioSummary } from '../../data/portfolio-summary.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { formatTime } from '../../lib/format.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { HoldingRow } from './HoldingRow.tsx'
import { HoldingsTotals } from './HoldingsTotals.tsx'

export function PortfolioSummary() {
  const data = useActivePortfolio()
  const update = usePortfolioSummary()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  // The server values the active portfolio; a valuation of another one is not this one's.
  const valuation =
    data.state === 'ready' && update?.summary?.portfolioId === data.portfolio.id
      ? update.summary
      : null

  return (
    <section className="panel" aria-labelledby="portfolio-title" data-testid="portfolio-summary">
      <header className="panel-header">
        <h2 id="portfolio-title">
          {t('dashboard.portfolio.title')}
          {data.state === 'ready' && (
            <>
              {': '}
              <span data-testid="portfolio-name">{data.portfolio.name}</span>
            </>
          )}
        </h2>
        {(data.state === 'ready' || data.state === 'empty') && data.fromCache && (
          <span className="panel-note" data-testid="saved-data-note">
            {valuation && update?.fromCache
              ? t('dashboard.portfolio.savedValued', { time: formatTime(update.asOf) })
              : t('dashboard.portfolio.savedData')}
          </span>
        )}
      </header>
      {data.state === 'loading' && <PortfolioSkeleton />}
      {data.state === 'error' && (
        <p className="panel-error" role="alert">
          {localize(data.message)}
        </p>
      )}
      {data.state === 'empty' && <p className="empty">{t('dashboard.portfolio.none')}</p>}
      {data.state === 'ready' && (
        <>
          <HoldingsTotals
            valuation={valuation}
            cash={data.portfolio.cash}
            currency={data.portfolio.currency}
          />
          {data.holdings.length === 0 ? (
            <p className="empty">{t('dashboard.portfolio.noHoldings')}</p>
          ) : (
            <TableScroll label={t('dashboard.portfolio.holdings')}>
              <table className="data-table" data-testid="holdings">
                <caption className="visually-hidden">
                  {t('dashboard.portfolio.holdingsOf', { name: data.portfolio.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.portfolio.symbol')}</th>
                    <th scope="col" className="num">
                      {t('dashboard.portfolio.quantity')}
                    </th>
                    <th scope="col" className="num hide-sm">
                      {t('dashboard.portfolio.avgPrice')}
                    </th>
                    <th scope="col" className="num">
                      {t('dashboard.portfolio.marketValue')}
                    </th>
                    <th scope="col" className="num">
                      {t('dashboard.portfolio.pnl')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.holdings.map((h) => (
                    <HoldingRow
                      key={h.id}
                      holding={h}
                      valuation={valuation}
                      currency={data.portfolio.currency}
                    />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
    </section>
  )
}
