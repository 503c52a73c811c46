import { useMemo } from 'react'
import type { Holding } from '../../../protocol/index.ts'
import { atom, useAtomValue } from '../../app/store.ts'
import { priceAtom } from '../../engine/prices.ts'
import { formatMoney, formatSignedMoney, trendClass } from '../../lib/format.ts'
import { sumValues, valueHolding } from '../../lib/valuation.ts'

/** Totals at live prices: one derived atom over the holdings' price atoms. */
export function HoldingsTotals({
  holdings,
  cash,
  currency,
}: {
  holdings: Holding[]
  cash: number
  currency: string
}) {
  const totalAtom = useMemo(
    () =>
      atom((get) =>
        sumValues(holdings.map((h) => valueHolding(h, get(priceAtom(h.symbol))?.price ?? null))),
      ),
    [holdings],
  )
  const total = useAtomValue(totalAtom)
  return (
    <dl className="stat-grid" data-testid="portfolio-totals">
      <div className="stat">
        <dt>Total value</dt>
        <dd data-testid="portfolio-total">{formatMoney(total.marketValue + cash, currency)}</dd>
      </div>
      <div className="stat">
        <dt>Cash</dt>
        <dd data-testid="portfolio-cash">{formatMoney(cash, currency)}</dd>
      </div>
      <div className="stat">
        <dt>Holdings value</dt>
        <dd>{formatMoney(total.marketValue, currency)}</dd>
      </div>
      <div className="stat">
        <dt>Unrealised P&amp;L</dt>
        <dd className={trendClass(total.unrealizedPnl)} data-testid="portfolio-pnl">
          {formatSignedMoney(total.unrealizedPnl, currency)}
        </dd>
      </div>
    </dl>
  )
}
