import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseOptionName } from '../../../protocol/options/index.ts'
import type { RepricedChain } from '../../../workers/engine/api.ts'
import { useAtom } from '../../app/store.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { useSymbolSearch } from '../../data/symbols.ts'
import { parseDecimal } from '../../trading/ticket/grid.ts'
import { usePlaceOrder } from '../../trading/ticket/use-place-order.ts'
import { formatIv, formatOptionPrice } from './options-format.ts'
import { ticketSymbolAtom } from './options-state.ts'
import { priceForVol, volForPrice } from './ticket-price.ts'

/**
 * One option contract's order: limit by default (market allowed), the price in USD or in
 * volatility (sent in USD, converted with Black-76 at the live forward; both are shown).
 */
export function OptionTicket({
  chain,
  portfolioId,
}: {
  chain: RepricedChain
  portfolioId: string | undefined
}) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useAtom(ticketSymbolAtom)
  const atmCall = chain.strikes.find((r) => r.strike === chain.atmStrike)?.call?.symbol
  const listed = chain.strikes.flatMap((r) => [r.call, r.put]).filter((o) => o !== undefined)
  const symbol = chosen && listed.some((o) => o.symbol === chosen) ? chosen : (atmCall ?? '')
  const contract = parseOptionName(symbol)
  const option = listed.find((o) => o.symbol === symbol)
  const info = useSymbolSearch(symbol).data?.find((s) => s.symbol === symbol)
  const tick = info?.tickSize ?? 0.001
  const lot = info?.lotSize ?? 1
  const { place, placing } = usePlaceOrder()

  const [side, setSide] = useState<'buy' | 'sell'>('buy')
  const [type, setType] = useState<'limit' | 'market'>('limit')
  const [unit, setUnit] = useState<'usd' | 'vol'>('usd')
  const [priceText, setPriceText] = useState('')
  const [quantityText, setQuantityText] = useState(String(lot))

  const entered = parseDecimal(priceText)
  const usd =
    !contract || entered === null
      ? null
      : unit === 'usd'
        ? entered
        : priceForVol(chain, contract, entered / 100, tick)
  const vol =
    !contract || usd === null
      ? null
      : unit === 'vol'
        ? (entered ?? 0) / 100
        : volForPrice(chain, contract, usd)
  const quantity = parseDecimal(quantityText)
  const ready =
    portfolioId !== undefined &&
    contract !== null &&
    quantity !== null &&
    quantity > 0 &&
    (type === 'market' || (usd !== null && usd > 0))

  const submit = () => {
    if (!ready || portfolioId === undefined || quantity === null) return
    place({
      portfolioId,
      symbol,
      side,
      orderType: type,
      quantity,
      market: 'option',
      ...(type === 'limit' && usd !== null ? { price: usd } : {}),
    })
  }

  return (
    <section
      className="panel option-ticket"
      aria-labelledby={`${id}-title`}
      data-testid="option-ticket"
    >
      <header className="panel-header">
        <h2 id={`${id}-title`}>{t('options.ticket.title')}</h2>
      </header>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        className="option-ticket-form"
      >
        <label className="field">
          <span>{t('options.ticket.contract')}</span>
          <select
            value={symbol}
            onChange={(e) => setChosen(e.target.value)}
            data-testid="ticket-contract"
          >
            {listed.map((o) => (
              <option key={o.symbol} value={o.symbol}>
                {o.symbol}
              </option>
            ))}
          </select>
        </label>
        {option && (
          <p className="panel-note">
            {t('options.ticket.quote', {
              bid: formatOptionPrice(option.bid),
              ask: formatOptionPrice(option.ask),
              mark: formatOptionPrice(option.mark),
              iv: formatIv(option.iv),
            })}
          </p>
        )}
        <div className="segmented" role="group" aria-label={t('options.ticket.side')}>
          {(['buy', 'sell'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={side === s} onClick={() => setSide(s)}>
              {t(`options.side.${s}`)}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label={t('options.ticket.type')}>
          {(['limit', 'market'] as const).map((k) => (
            <button key={k} type="button" aria-pressed={type === k} onClick={() => setType(k)}>
              {t(`options.ticket.${k}`)}
            </button>
          ))}
        </div>
        {type === 'limit' && (
          <>
            <div className="segmented" role="group" aria-label={t('options.ticket.unit')}>
              {(['usd', 'vol'] as const).map((u) => (
                <button
                  key={u}
                  type="button"
                  aria-pressed={unit === u}
                  onClick={() => {
                    setUnit(u)
                    setPriceText('')
                  }}
                >
                  {t(`options.ticket.${u}`)}
                </button>
              ))}
            </div>
            <label className="field">
              <span>
                {t(unit === 'usd' ? 'options.ticket.priceUsd' : 'options.ticket.priceVol')}{' '}
                <InfoTip label={t('options.ticket.aboutPrice')}>
                  {t('options.ticket.priceInfo')}
                </InfoTip>
              </span>
              <input
                inputMode="decimal"
                value={priceText}
                onChange={(e) => setPriceText(e.target.value)}
                data-testid="ticket-price"
              />
            </label>
            <p className="panel-note" data-testid="ticket-both" aria-live="polite">
              {t('options.ticket.both', { usd: formatOptionPrice(usd), vol: formatIv(vol) })}
            </p>
          </>
        )}
        <label className="field">
          <span>{t('options.ticket.quantity')}</span>
          <input
            inputMode="decimal"
            value={quantityText}
            onChange={(e) => setQuantityText(e.target.value)}
            data-testid="ticket-quantity"
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!ready || placing}
          data-testid="ticket-submit"
        >
          {t(side === 'buy' ? 'options.ticket.buy' : 'options.ticket.sell', { symbol })}
        </button>
      </form>
    </section>
  )
}
