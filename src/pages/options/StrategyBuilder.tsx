import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VolSurfaceWire } from '../../../protocol/index.ts'
import { strategyGreeks, summarizePayoff } from '../../../protocol/options/payoff.ts'
import type { RepricedChain } from '../../../workers/engine/api.ts'
import { useAtom } from '../../app/store.ts'
import { toast } from '../../components/toast/toast.ts'
import { placeMultiLeg } from '../../data/options.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatMoney } from '../../lib/format.ts'
import { useNow } from '../../lib/use-now.ts'
import { formatOptionPrice } from './options-format.ts'
import { legsAtom, strategyQuantityAtom, templateAtom } from './options-state.ts'
import { payoffMarket } from './payoff-market.ts'
import { PayoffPanel } from './PayoffPanel.tsx'
import { StrategyFigures } from './StrategyFigures.tsx'
import {
  payoffLegs,
  strategyLabel,
  templateLegs,
  TEMPLATES,
  tradePrice,
  type BuilderLeg,
} from './strategy-legs.ts'

interface Props {
  chain: RepricedChain
  surface: VolSurfaceWire | undefined
  portfolioId: string | undefined
  /** The quantity input's step: the contracts' lot size. */
  lot: number
}

/**
 * Templates or chain clicks make the legs; the payoff, break-evens, largest profit and loss,
 * net premium and greeks follow; Place sends them as one all-or-none order.
 */
export function StrategyBuilder({ chain, surface, portfolioId, lot }: Props) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const id = useId()
  const [legs, setLegs] = useAtom(legsAtom)
  const [template, setTemplate] = useAtom(templateAtom)
  const [quantity, setQuantity] = useAtom(strategyQuantityAtom)
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)

  // Legs of the chain on screen are valued at its live bid/ask; others at their price when added.
  const livePrice = (leg: BuilderLeg) => {
    const option = chain.strikes.find((r) => r.strike === leg.strike)?.[leg.kind]
    return option && option.symbol === leg.symbol ? tradePrice(option, leg.side) : leg.price
  }
  const valid = Number.isFinite(quantity) && quantity > 0
  const payoff = payoffLegs(legs, valid ? quantity : 0, livePrice)
  const market = useMemo(() => payoffMarket(surface, chain.rate, legs), [surface, chain.rate, legs])
  const now = useNow(60_000)
  const summary = legs.length > 0 ? summarizePayoff(payoff) : null
  const greeks = strategyGreeks(payoff, chain.indexPrice, market, { at: now })

  const applyTemplate = (name: (typeof TEMPLATES)[number]) => {
    const made = templateLegs(name, chain)
    setMissing(made === null)
    if (!made) return
    setLegs(made)
    setTemplate(name)
    setError(null)
  }
  const changeLeg = (index: number, change: Partial<BuilderLeg> | null) => {
    setLegs((all) =>
      change === null
        ? all.filter((_, i) => i !== index)
        : all.map((l, i) => (i === index ? { ...l, ...change } : l)),
    )
    setTemplate(null)
  }

  const place = async () => {
    if (!portfolioId || legs.length < 2 || !valid) return
    setPlacing(true)
    setError(null)
    const res = await placeMultiLeg({
      portfolioId,
      strategy: strategyLabel(template),
      legs: legs.map((l) => ({ symbol: l.symbol, side: l.side, quantity: l.ratio * quantity })),
    })
    setPlacing(false)
    if (!res.ok) {
      setError(localize(res.error.message))
      return
    }
    toast.success(
      t('options.builder.placed', {
        strategy: t(`options.templates.${res.value.strategy}`),
        premium: formatMoney(Math.abs(res.value.netPremium)),
      }),
    )
  }

  return (
    <section
      className="panel strategy-builder"
      aria-labelledby={`${id}-title`}
      data-testid="strategy-builder"
    >
      <header className="panel-header">
        <h2 id={`${id}-title`}>{t('options.builder.title')}</h2>
        {legs.length > 0 && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              setLegs([])
              setTemplate(null)
            }}
          >
            {t('options.builder.clear')}
          </button>
        )}
      </header>
      <div className="template-list" role="group" aria-label={t('options.builder.templates')}>
        {TEMPLATES.map((name) => (
          <button
            key={name}
            type="button"
            className="btn btn-small"
            aria-pressed={template === name}
            onClick={() => applyTemplate(name)}
            data-testid={`template-${name}`}
          >
            {t(`options.templates.${name}`)}
          </button>
        ))}
      </div>
      {missing && (
        <p className="panel-note warn" role="status">
          {t('options.builder.noStrikes')}
        </p>
      )}
      {legs.length === 0 ? (
        <p className="empty">{t('options.builder.empty')}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="legs-table" data-testid="strategy-legs">
              <caption className="visually-hidden">{t('options.builder.legs')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('options.builder.side')}</th>
                  <th scope="col">{t('options.builder.contract')}</th>
                  <th scope="col">{t('options.builder.ratio')}</th>
                  <th scope="col">{t('options.builder.price')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('options.builder.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {legs.map((leg, i) => (
                  <tr key={`${leg.symbol}-${leg.side}`}>
                    <td>
                      <button
                        type="button"
                        className={`btn btn-small side-${leg.side}`}
                        aria-label={t('options.builder.flip', {
                          symbol: leg.symbol,
                          side: t(`options.side.${leg.side}`),
                        })}
                        onClick={() => changeLeg(i, { side: leg.side === 'buy' ? 'sell' : 'buy' })}
                      >
                        {t(`options.side.${leg.side}`)}
                      </button>
                    </td>
                    <th scope="row" className="leg-symbol">
                      {leg.symbol}
                    </th>
                    <td>
                      <input
                        type="number"
                        min={1}
                        step={1}
                        value={leg.ratio}
                        aria-label={t('options.builder.ratioOf', { symbol: leg.symbol })}
                        onChange={(e) => {
                          const ratio = Math.floor(Number(e.target.value))
                          if (ratio >= 1) changeLeg(i, { ratio })
                        }}
                      />
                    </td>
                    <td className="num">{formatOptionPrice(livePrice(leg))}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={t('options.builder.removeLeg', { symbol: leg.symbol })}
                        onClick={() => changeLeg(i, null)}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="field strategy-quantity">
            <span>{t('options.builder.quantity')}</span>
            <input
              type="number"
              min={lot}
              step={lot}
              value={Number.isFinite(quantity) ? quantity : ''}
              onChange={(e) => setQuantity(Number(e.target.value))}
              data-testid="strategy-quantity"
            />
          </label>
          {summary && <StrategyFigures summary={summary} greeks={greeks} />}
          {valid && <PayoffPanel legs={payoff} market={market} spot={chain.indexPrice} now={now} />}
          {error && (
            <p className="panel-error" role="alert" data-testid="strategy-error">
              {error}
            </p>
          )}
          {legs.length < 2 && <p className="panel-note">{t('options.builder.oneLeg')}</p>}
          {portfolioId === undefined && (
            <p className="panel-note">{t('options.builder.noPortfolio')}</p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={placing || legs.length < 2 || !valid || portfolioId === undefined}
            onClick={() => void place()}
            data-testid="strategy-place"
          >
            {placing
              ? t('options.builder.placing')
              : t('options.builder.place', {
                  strategy: t(`options.templates.${strategyLabel(template)}`),
                })}
          </button>
        </>
      )}
    </section>
  )
}
