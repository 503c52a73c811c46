import { TableScroll } from '../../components/TableScroll.tsx'
import { PortfolioSkeleton } from '../../components/skeletons/PortfolioSkeleton.tsx'
import { usePortfolioSummary } from '../../data/portfolio-summary.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { formatTime } from '../../lib/format.ts'
import { HoldingRow } from './HoldingRow.tsx'
import { HoldingsTotals } from './HoldingsTotals.tsx'

export function PortfolioSummary() {
  const data = useActivePortfolio()
  const update = usePortfolioSummary()
  // The server values the active portfolio; a valuation of another one is not this one's.
  const valuation =
    data.state === 'ready' && update?.summary?.portfolioId === data.portfolio.id
      ? update.summary
      : null

  return (
    <section className="panel" aria-labelledby="portfolio-title" data-testid="portfolio-summary">
      <header className="panel-header">
        <h2 id="portfolio-title">
          Portfolio
          {data.state === 'ready' && (
            <>
              {': '}
              <span data-testid="portfolio-name">{data.portfolio.name}</span>
            </>
          )}
        </h2>
        {(data.state === 'ready' || data.state === 'empty') && data.fromCache && (
          <span className="panel-note" data-testid="saved-data-note">
            Saved data
            {valuation && update?.fromCache ? `, valued at ${formatTime(update.asOf)}` : ''}
          </span>
        )}
      </header>
      {data.state === 'loading' && <PortfolioSkeleton />}
      {data.state === 'error' && (
        <p className="panel-error" role="alert">
          {data.message}
        </p>
      )}
      {data.state === 'empty' && <p className="empty">You have no portfolio yet.</p>}
      {data.state === 'ready' && (
        <>
          <HoldingsTotals
            valuation={valuation}
            cash={data.portfolio.cash}
            currency={data.portfolio.currency}
          />
          {data.holdings.length === 0 ? (
            <p className="empty">No holdings yet.</p>
          ) : (
            <TableScroll label="Holdings">
              <table className="data-table" data-testid="holdings">
                <caption className="visually-hidden">Holdings of {data.portfolio.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Symbol</th>
                    <th scope="col" className="num">
                      Quantity
                    </th>
                    <th scope="col" className="num hide-sm">
                      Avg price
                    </th>
                    <th scope="col" className="num">
                      Market value
                    </th>
                    <th scope="col" className="num">
                      Unrealised P&amp;L
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
