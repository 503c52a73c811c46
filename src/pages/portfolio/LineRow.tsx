import { useTranslation } from 'react-i18next'
import {
  formatMoney,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  trendClass,
} from '../../lib/format.ts'
import { localFormat } from '../../lib/number-locale.ts'
import type { PositionLine } from './positions.ts'

const DASH = '—'

export const formatWeight = (w: number): string =>
  localFormat('weight', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(w)

/** One holding or perpetual position with its live value, P&L and weight. */
export function LineRow({
  line,
  currency,
  removing,
  disabled,
  onRemove,
}: {
  line: PositionLine
  currency: string
  removing: boolean
  disabled: boolean
  onRemove: (line: PositionLine) => void
}) {
  const { t } = useTranslation()
  const badge =
    line.kind === 'manual'
      ? t('portfolio.lines.manual')
      : line.kind === 'perp'
        ? line.quantity < 0
          ? t('portfolio.lines.perpShort')
          : t('portfolio.lines.perpLong')
        : null
  return (
    <tr data-testid={`line-${line.key.replace(':', '-')}`}>
      <th scope="row" className="symbol">
        {line.symbol}
        {badge && (
          <span
            className="holding-source"
            title={line.kind === 'manual' ? t('portfolio.lines.manualHint') : undefined}
          >
            {badge}
          </span>
        )}
      </th>
      <td className="num hide-sm">{formatQuantity(line.quantity)}</td>
      <td className="num hide-sm">{formatPrice(line.averagePrice)}</td>
      <td className="num">{line.value === null ? DASH : formatMoney(line.value, currency)}</td>
      <td className={`num ${line.pnl === null ? '' : trendClass(line.pnl)}`}>
        {line.pnl === null ? DASH : formatSignedMoney(line.pnl, currency)}
      </td>
      <td className="num" data-testid="line-weight">
        {line.weight === null ? DASH : formatWeight(line.weight)}
      </td>
      <td className="actions">
        {line.holdingId !== null && (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('portfolio.lines.removeLabel', { symbol: line.symbol })}
            disabled={disabled || removing}
            onClick={() => onRemove(line)}
          >
            {t('portfolio.lines.remove')}
          </button>
        )}
      </td>
    </tr>
  )
}
