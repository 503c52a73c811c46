import { memo, useId } from 'react'
import type { MarketTrade } from '../../../protocol/index.ts'
import { useConnection } from '../../bridge/connection-state.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { MARKET_TRADES_MAX, useMarketTrades } from '../../data/market-trades.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { formatUtcClock, symbolParts } from './number-format.ts'
import '../../styles/trading-market.css'

const TradeRow = memo(function TradeRow({ trade }: { trade: MarketTrade }) {
  const buy = trade.side === 'buy'
  return (
    <tr>
      <td className="num trade-time">{formatUtcClock(trade.time)}</td>
      <td className={`num ${buy ? 'up' : 'down'}`}>
        <span className="visually-hidden">{buy ? 'Buy at ' : 'Sell at '}</span>
        {formatPrice(trade.price)}
      </td>
      <td className="num">{formatQuantity(trade.quantity)}</td>
    </tr>
  )
})

/**
 * The symbol's last public trades, newest first (at most 100), the price coloured by the side
 * that took liquidity. Rows are memoised by trade, so an update renders only the new prints.
 */
export function RecentTrades({ symbol }: { symbol: string }) {
  const titleId = useId()
  const trades = useMarketTrades(symbol)
  const connection = useConnection()
  const { base, quote } = symbolParts(symbol)

  let body
  if (trades === null) {
    body =
      connection.status === 'error' ? (
        <p className="panel-error">{connection.message ?? 'Connection error occurred'}</p>
      ) : (
        <TableSkeleton rows={8} columns={3} label="Loading recent trades" />
      )
  } else if (trades.length === 0) {
    body = <p className="empty">No trades yet</p>
  } else {
    body = (
      <div
        className="trades-scroll"
        role="region"
        aria-label={`Recent trades of ${symbol}`}
        tabIndex={0}
      >
        <table className="data-table trades-table">
          <caption className="visually-hidden">Recent trades of {symbol}, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Time (UTC)
              </th>
              <th scope="col" className="num">
                Price ({quote})
              </th>
              <th scope="col" className="num">
                Size ({base})
              </th>
            </tr>
          </thead>
          <tbody>
            {trades.slice(0, MARKET_TRADES_MAX).map((t) => (
              <TradeRow key={t.id} trade={t} />
            ))}
          </tbody>
        </table>
      </div>
    )
  }

  return (
    <section className="panel market-panel recent-trades" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId}>Recent trades</h2>
        {trades && connection.status !== 'connected' && (
          <span className="panel-note warn">Not live</span>
        )}
      </div>
      {body}
    </section>
  )
}
