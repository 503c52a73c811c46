import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MarketTrade } from '../../../protocol/index.ts'
import { useConnection } from '../../bridge/connection-state.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { MARKET_TRADES_MAX, useMarketTrades } from '../../data/market-trades.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { formatUtcClock, symbolParts } from './number-format.ts'
import '../../styles/trading-market.css'

const TradeRow = memo(function TradeRow({ trade }: { trade: MarketTrade }) {
  const { t } = useTranslation()
  const buy = trade.side === 'buy'
  return (
    <tr>
      <td className="num trade-time">{formatUtcClock(trade.time)}</td>
      <td className={`num ${buy ? 'up' : 'down'}`}>
        <span className="visually-hidden">
          {t(buy ? 'trading.trades.buyAt' : 'trading.trades.sellAt')}
        </span>
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
  const { t } = useTranslation()
  const titleId = useId()
  const trades = useMarketTrades(symbol)
  const connection = useConnection()
  const { base, quote } = symbolParts(symbol)

  let body
  if (trades === null) {
    body =
      connection.status === 'error' ? (
        <p className="panel-error">{connection.message ?? t('trading.trades.connectionError')}</p>
      ) : (
        <TableSkeleton rows={8} columns={3} label={t('trading.trades.loading')} />
      )
  } else if (trades.length === 0) {
    body = <p className="empty">{t('trading.trades.empty')}</p>
  } else {
    body = (
      <div
        className="trades-scroll"
        role="region"
        aria-label={t('trading.trades.region', { symbol })}
        tabIndex={0}
      >
        <table className="data-table trades-table">
          <caption className="visually-hidden">{t('trading.trades.caption', { symbol })}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('trading.trades.time')}
              </th>
              <th scope="col" className="num">
                {t('trading.trades.price', { quote })}
              </th>
              <th scope="col" className="num">
                {t('trading.trades.size', { base })}
              </th>
            </tr>
          </thead>
          <tbody>
            {trades.slice(0, MARKET_TRADES_MAX).map((trade) => (
              <TradeRow key={trade.id} trade={trade} />
            ))}
          </tbody>
        </table>
      </div>
    )
  }

  return (
    <section className="panel market-panel recent-trades" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId}>{t('trading.trades.title')}</h2>
        {trades && connection.status !== 'connected' && (
          <span className="panel-note warn">{t('trading.trades.notLive')}</span>
        )}
      </div>
      {body}
    </section>
  )
}
