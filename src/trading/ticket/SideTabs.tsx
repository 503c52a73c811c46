import type { OrderSide } from '../../../protocol/trading.ts'

/** Buy or sell: two toggle buttons, the chosen one pressed. */
export function SideTabs({
  side,
  onChange,
}: {
  side: OrderSide
  onChange: (side: OrderSide) => void
}) {
  return (
    <div className="ticket-sides" role="group" aria-label="Order side">
      <button
        type="button"
        className="ticket-side ticket-side-buy"
        aria-pressed={side === 'buy'}
        onClick={() => onChange('buy')}
      >
        Buy
      </button>
      <button
        type="button"
        className="ticket-side ticket-side-sell"
        aria-pressed={side === 'sell'}
        onClick={() => onChange('sell')}
      >
        Sell
      </button>
    </div>
  )
}
