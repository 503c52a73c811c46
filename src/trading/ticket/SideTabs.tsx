import { useTranslation } from 'react-i18next'
import type { OrderSide } from '../../../protocol/trading.ts'

/** Buy or sell: two toggle buttons, the chosen one pressed. */
export function SideTabs({
  side,
  onChange,
}: {
  side: OrderSide
  onChange: (side: OrderSide) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="ticket-sides" role="group" aria-label={t('ticket.side.label')}>
      <button
        type="button"
        className="ticket-side ticket-side-buy"
        aria-pressed={side === 'buy'}
        onClick={() => onChange('buy')}
      >
        {t('ticket.side.buy')}
      </button>
      <button
        type="button"
        className="ticket-side ticket-side-sell"
        aria-pressed={side === 'sell'}
        onClick={() => onChange('sell')}
      >
        {t('ticket.side.sell')}
      </button>
    </div>
  )
}
