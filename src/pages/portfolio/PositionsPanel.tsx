import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Holding, Portfolio, PortfolioSummary } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useDeleteHolding } from '../../data/portfolios.ts'
import { LineRow } from './LineRow.tsx'
import { ManualHoldingForm } from './ManualHoldingForm.tsx'
import { positionLines, type PositionLine } from './positions.ts'

/** The active portfolio's holdings and perpetual positions, and the manual holding form. */
export function PositionsPanel({
  portfolio,
  holdings,
  valuation,
  offline,
}: {
  portfolio: Portfolio
  holdings: Holding[]
  valuation: PortfolioSummary | null
  offline: boolean
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const lines = positionLines(holdings, valuation)
  const remove = useDeleteHolding(portfolio.id)
  const onRemove = (line: PositionLine) => {
    if (line.holdingId === null) return
    remove.mutate(line.holdingId, {
      onSuccess: () => toast.success(t('portfolio.lines.removed', { symbol: line.symbol })),
    })
  }

  return (
    <section
      className="panel positions-panel"
      aria-labelledby={titleId}
      data-testid="portfolio-lines"
    >
      <header className="panel-header">
        <h2 id={titleId}>{t('portfolio.lines.title')}</h2>
      </header>
      {lines.length === 0 ? (
        <p className="empty">{t('portfolio.lines.none')}</p>
      ) : (
        <TableScroll label={t('portfolio.lines.title')}>
          <table className="data-table">
            <caption className="visually-hidden">
              {t('portfolio.lines.table', { name: portfolio.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.lines.symbol')}</th>
                <th scope="col" className="num hide-sm">
                  {t('portfolio.lines.quantity')}
                </th>
                <th scope="col" className="num hide-sm">
                  {t('portfolio.lines.avgPrice')}
                </th>
                <th scope="col" className="num">
                  {t('portfolio.lines.value')}
                </th>
                <th scope="col" className="num">
                  {t('portfolio.lines.pnl')}
                </th>
                <th scope="col" className="num">
                  {t('portfolio.lines.weight')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('portfolio.lines.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <LineRow
                  key={line.key}
                  line={line}
                  currency={portfolio.currency}
                  removing={remove.isPending && remove.variables === line.holdingId}
                  disabled={offline}
                  onRemove={onRemove}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ManualHoldingForm portfolioId={portfolio.id} disabled={offline} />
    </section>
  )
}
