import { useTranslation } from 'react-i18next'
import type { Position } from '../../../protocol/trading.ts'
import { usePrice } from '../../data/prices.ts'
import { formatMoney, formatPrice, formatQuantity } from '../../lib/format.ts'
import type { CloseRequest } from './ClosePositionDialog.tsx'
import { PositionActions } from './PositionActions.tsx'

type SpotPosition = Extract<Position, { market: 'spot' }>

/** A spot position valued at the live price (one price atom per row). */
export function SpotPositionRow({
  position: p,
  current,
  onClose,
}: {
  position: SpotPosition
  current: boolean
  onClose: (r: CloseRequest) => void
}) {
  const { t } = useTranslation()
  const price = usePrice(p.symbol)?.price ?? null
  return (
    <tr className={current ? 'position-current' : undefined} aria-current={current || undefined}>
      <th scope="row" className="symbol">
        {p.symbol}
      </th>
      <td className={p.side === 'long' ? 'up' : 'down'}>{t(`positions.side.${p.side}`)}</td>
      <td className="num">{formatQuantity(p.quantity)}</td>
      <td className="num">{price === null ? '—' : formatPrice(price)}</td>
      <td className="num">{price === null ? '—' : formatMoney(p.quantity * price)}</td>
      <PositionActions position={p} onClose={onClose} />
    </tr>
  )
}
