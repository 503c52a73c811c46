import { useTranslation } from 'react-i18next'
import type { Holding, PortfolioSummary } from '../../../protocol/index.ts'
import {
  formatMoney,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  trendClass,
} from '../../lib/format.ts'

/** The summary's line for a holding: keyed by symbol, or `${symbol}:manual` when held elsewhere. */
export const positionKey = (h: Holding): string =>
  h.source === 'manual' ? `${h.symbol}:manual` : h.symbol

export function HoldingRow({
  holding,
  valuation,
  currency,
}: {
  holding: Holding
  valuation: PortfolioSummary | null
  currency: string
}) {
  const { t } = useTranslation()
  const manual = holding.source === 'manual'
  const line = valuation?.positions[positionKey(holding)]
  return (
    <tr data-testid={`holding-${holding.symbol}${manual ? '-manual' : ''}`}>
      <th scope="row" className="symbol">
        {holding.symbol}
        {manual && (
          <span className="holding-source" title={t('dashboard.portfolio.heldElsewhereHint')}>
            {t('dashboard.portfolio.heldElsewhere')}
          </span>
        )}
      </th>
      <td className="num">{formatQuantity(holding.quantity)}</td>
      <td className="num hide-sm">{formatPrice(holding.averagePrice)}</td>
      <td className="num">{line ? formatMoney(line.value, currency) : '—'}</td>
      <td className={`num ${line ? trendClass(line.unrealizedPnl) : ''}`}>
        {line ? formatSignedMoney(line.unrealizedPnl, currency) : '—'}
      </td>
    </tr>
  )
}
