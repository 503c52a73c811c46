import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation()
  const money = (n: number) => formatMoney(n, currency)
  const { perp } = estimate
  // A resting limit may fill as maker or taker: totals are given at the taker fee.
  const atMost = estimate.liquidity === 'either'
  return (
    <dl className="ticket-estimate" data-testid="order-estimate">
      <Row
        term={t('ticket.estimate.notional')}
        value={money(estimate.notional)}
        testId="estimate-notional"
      />
      <Row
        term={t('ticket.estimate.fee')}
        value={feeText(t, estimate, currency)}
        testId="estimate-fee"
      />
      {estimate.total !== null && (
        <Row
          term={t(atMost ? 'ticket.estimate.totalAtMost' : 'ticket.estimate.total')}
          value={money(estimate.total)}
          testId="estimate-total"
        />
      )}
      {estimate.proceeds !== null && (
        <Row
          term={t(atMost ? 'ticket.estimate.proceedsAtLeast' : 'ticket.estimate.proceeds')}
          value={money(estimate.proceeds)}
          testId="estimate-proceeds"
        />
      )}
      {perp && (
        <>
          <Row
            term={t('ticket.estimate.margin')}
            value={money(perp.initialMargin)}
            testId="estimate-margin"
          />
          {perp.liquidationPrice !== null && (
            <Row
              term={t('ticket.estimate.liquidation')}
              value={
                perp.liquidationPrice > 0
                  ? formatPrice(perp.liquidationPrice)
                  : t('ticket.estimate.none')
              }
              testId="estimate-liquidation"
            />
          )}
          <Row term={t('ticket.estimate.cost')} value={money(perp.cost)} testId="estimate-cost" />
        </>
      )}
    </dl>
  )
}
