import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAtom } from '../../app/store.ts'
import { useOnline } from '../../bridge/online.ts'
import {
  useOptionChain,
  useOptionExpiries,
  useOptionTops,
  useVolSurface,
} from '../../data/options.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { usePrice } from '../../data/prices.ts'
import { useSymbolSearch } from '../../data/symbols.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import '../../styles/options.css'
import { ChainTable } from './ChainTable.tsx'
import { OptionPositions } from './OptionPositions.tsx'
import { defaultExpiry, OptionsPickers } from './OptionsPickers.tsx'
import { expiryChoiceAtom, underlyingAtom } from './options-state.ts'
import { OptionTicket } from './OptionTicket.tsx'
import { SmileCharts } from './SmileCharts.tsx'
import { StrategyBuilder } from './StrategyBuilder.tsx'
import { useRepricedChain } from './use-repriced-chain.ts'

/**
 * SPEC §2 /options: the chain of one expiry (re-priced off the main thread from the smile, the
 * live index and the live book tops), the smile and the surface, the strategy builder, a
 * single-contract ticket, and the option positions with the portfolio's greeks.
 */
export default function OptionsPage() {
  const { t } = useTranslation()
  const online = useOnline()
  const localize = useLocalizeMessage()
  const [underlying, setUnderlying] = useAtom(underlyingAtom)
  const [choice, setChoice] = useAtom(expiryChoiceAtom)
  const active = useActivePortfolio()
  const portfolioId = active.state === 'ready' ? active.portfolio.id : undefined

  const expiries = useOptionExpiries(underlying)
  const listed = expiries.data?.expiries ?? []
  const expiry = listed.some((e) => e.expiry === choice)
    ? (choice ?? undefined)
    : defaultExpiry(listed)
  const chainQuery = useOptionChain(underlying, expiry)
  const surface = useVolSurface(underlying)
  const tops = useOptionTops(underlying)
  const index = usePrice(underlying)?.price
  const chain = useRepricedChain(chainQuery.data, index, tops)
  const firstSymbol = chainQuery.data?.quotes[0]?.symbol ?? ''
  const lot = useSymbolSearch(firstSymbol).data?.find((s) => s.symbol === firstSymbol)?.lotSize ?? 1

  const failed = expiries.error ?? (chainQuery.data ? null : chainQuery.error)
  const offline =
    !online || expiries.fetchStatus === 'paused' || chainQuery.fetchStatus === 'paused'
  let body: ReactNode
  if (failed && !(offline && !expiries.data)) {
    body = (
      <div className="panel-error" role="alert" data-testid="options-error">
        {localize(failed.message)}{' '}
        <button
          type="button"
          className="btn btn-small"
          onClick={() => void (expiries.error ? expiries.refetch() : chainQuery.refetch())}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  } else if (expiries.data && listed.length === 0) {
    body = (
      <p className="empty" data-testid="options-empty">
        {t('options.empty', { underlying })}
      </p>
    )
  } else if (!chain) {
    body = (
      <p className="panel-note" role="status" data-testid="options-loading">
        {offline ? t('options.offlineNoData') : t('options.loading')}
      </p>
    )
  } else {
    body = (
      <>
        {offline && (
          <p className="panel-note warn" role="status" data-testid="options-offline">
            {t('options.offline')}
          </p>
        )}
        <p className="options-index" data-testid="options-index">
          {t('options.indexLine', {
            index: chain.indexPrice.toFixed(2),
            forward: chain.forward.toFixed(2),
            days: (chain.T * 365).toFixed(1),
          })}
        </p>
        <div className="options-grid">
          <ChainTable chain={chain} />
          <StrategyBuilder
            chain={chain}
            surface={surface.data}
            portfolioId={portfolioId}
            lot={lot}
          />
          <div className="options-side">
            <OptionTicket chain={chain} portfolioId={portfolioId} />
            <SmileCharts chain={chain} surface={surface.data} />
          </div>
          <OptionPositions portfolioId={portfolioId} />
        </div>
      </>
    )
  }

  return (
    <section className="page options-page" aria-labelledby="page-title">
      <div className="options-header">
        <h1 id="page-title" className="page-title">
          {t('titles.options')}
        </h1>
        <OptionsPickers
          underlying={underlying}
          onUnderlying={(u) => {
            setUnderlying(u)
            setChoice(null)
          }}
          expiries={listed}
          expiry={expiry}
          onExpiry={setChoice}
        />
      </div>
      {body}
    </section>
  )
}
