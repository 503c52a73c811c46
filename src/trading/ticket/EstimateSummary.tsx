import { formatMoney, formatPrice } from '../../lib/format.ts'
import type { OrderEstimate } from './estimate.ts'
import { feeText } from './estimate-text.ts'

function Row({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div className="ticket-estimate-row">
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

/** What the order is expected to cost, shown before it is sent. */
export function EstimateSummary({
  estimate,
  currency,
}: {
  estimate: OrderEstimate
  currency: string
}) {
  const money = (n: number) => formatMoney(n, currency)
  const { perp } = estimate
  // A resting limit may fill as maker or taker: totals are given at the taker fee.
  const atMost = estimate.liquidity === 'either'
  return (
    <dl className="ticket-estimate" data-testid="order-estimate">
      <Row term="Notional" value={money(estimate.notional)} testId="estimate-notional" />
      <Row term="Fee" value={feeText(estimate, currency)} testId="estimate-fee" />
      {estimate.total !== null && (
        <Row
          term={atMost ? 'Total cost (at most)' : 'Total cost'}
          value={money(estimate.total)}
          testId="estimate-total"
        />
      )}
      {estimate.proceeds !== null && (
        <Row
          term={atMost ? 'Proceeds (at least)' : 'Proceeds'}
          value={money(estimate.proceeds)}
          testId="estimate-proceeds"
        />
      )}
      {perp && (
        <>
          <Row term="Initial margin" value={money(perp.initialMargin)} testId="estimate-margin" />
          {perp.liquidationPrice !== null && (
            <Row
              term="Est. liquidation price"
              value={perp.liquidationPrice > 0 ? formatPrice(perp.liquidationPrice) : 'None'}
              testId="estimate-liquidation"
            />
          )}
          <Row term="Cost (margin + fee)" value={money(perp.cost)} testId="estimate-cost" />
        </>
      )}
    </dl>
  )
}
