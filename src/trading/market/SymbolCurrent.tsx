import { useTranslation } from 'react-i18next'
import { useAtomValue } from '../../app/store.ts'
import { usePrice } from '../../data/prices.ts'
import { priceStaleAtom } from '../../data/price-staleness.ts'
import { formatPercent, formatPrice, formatTime, trendClass } from '../../lib/format.ts'
import './halted-badge.css'

/**
 * The symbol on screen with its last price and 24 h change; re-renders on its ticks only. A price
 * that is not live says so, with the time of its last update; a symbol an administrator halted
 * carries a badge until it resumes.
 */
export function SymbolCurrent({ symbol }: { symbol: string }) {
  const { t } = useTranslation()
  const p = usePrice(symbol)
  const stale = useAtomValue(priceStaleAtom(symbol))
  return (
    <p className="symbol-current">
      <span className="symbol-current-name">{symbol}</span>
      {p?.halted === true && (
        <span
          className="halted-badge"
          data-testid="symbol-halted"
          title={t('trading.symbol.haltedHint', { symbol })}
        >
          {t('trading.symbol.halted')}
        </span>
      )}
      <span className="num symbol-current-price" data-stale={p && stale ? '' : undefined}>
        <span className="visually-hidden">{t('trading.symbol.lastPrice')}</span>
        {p ? formatPrice(p.price) : '—'}
      </span>
      <span className={`num symbol-current-change ${p ? trendClass(p.change24hPercent) : 'flat'}`}>
        <span className="visually-hidden">{t('trading.symbol.change')}</span>
        {p ? formatPercent(p.change24hPercent) : '—'}
      </span>
      {p && stale && (
        <span className="price-stale-note" data-testid="price-stale">
          {t('trading.symbol.stale', { time: formatTime(p.lastUpdate) })}
        </span>
      )}
    </p>
  )
}
