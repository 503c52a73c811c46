import { useTranslation } from 'react-i18next'
import type { PerpPosition } from '../../../protocol/trading.ts'
import { usePrice } from '../../data/prices.ts'
import {
  formatMoney,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  trendClass,
} from '../../lib/format.ts'
import type { CloseRequest } from './ClosePositionDialog.tsx'
import { PositionActions } from './PositionActions.tsx'
import { livePerp } from './pnl.ts'

/** A perpetual position whose P&L and ROE follow the live mark. */
export function PerpPositionRow({
  position: p,
  current,
  onClose,
}: {
  position: PerpPosition
  current: boolean
  onClose: (r: CloseRequest) => void
}) {
  const { t } = useTranslation()
  const live = livePerp(p, usePrice(p.symbol)?.price ?? null)
  const trend = trendClass(live.unrealizedPnl)
  return (
    <tr className={current ? 'position-current' : undefined} aria-current={current || undefined}>
      <th scope="row" className="symbol">
        {p.symbol}
      </th>
      <td className={p.side === 'long' ? 'up' : 'down'}>{t(`positions.side.${p.side}`)}</td>
      <td className="num">{formatQuantity(p.size)}</td>
      <td className="num">{formatPrice(p.entryPrice)}</td>
      <td className="num" data-testid={`mark-${p.id}`}>
        {formatPrice(live.markPrice)}
      </td>
      <td className="num">{p.liquidationPrice > 0 ? formatPrice(p.liquidationPrice) : '—'}</td>
      <td className="num">{formatMoney(p.margin)}</td>
      <td className="num">{t('positions.leverage', { leverage: p.leverage })}</td>
      <td className={`num ${trend}`} data-testid={`pnl-${p.id}`}>
        {formatSignedMoney(live.unrealizedPnl)}
        <span className="position-roe"> ({formatPercent(live.unrealizedPnlPercent)})</span>
      </td>
      <td className="num">{formatMoney(p.fundingPaid)}</td>
      <PositionActions position={p} onClose={onClose} />
    </tr>
  )
}
