import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import { LEVERAGE_MAX, LEVERAGE_MIN, type MarketKind } from '../../../protocol/trading.ts'
import { maxLeverage } from '../../../protocol/trading-math.ts'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { useAtomValue } from '../../app/store.ts'
import { useBalance } from '../../data/orders.ts'
import { usePrice } from '../../data/prices.ts'
import { useSettings } from '../../data/settings.ts'
import { hasErrors } from '../../lib/validation.ts'
import '../../styles/trading-ticket.css'
import { SlippageField } from './SlippageField.tsx'
import { saveTradingSettings, stopConfirmingOrders } from './trading-settings.ts'
import { estimateOrder } from './estimate.ts'
import { EstimateSummary } from './EstimateSummary.tsx'
import { LeverageField } from './LeverageField.tsx'
import { OrderConfirm } from './OrderConfirm.tsx'
import { buildOrderInput } from './order-input.ts'
import { OrderTypeFields } from './OrderTypeFields.tsx'
import { SideTabs } from './SideTabs.tsx'
import { SizeField } from './SizeField.tsx'
import { TicketNotes } from './TicketNotes.tsx'
import { registerTicketFocus, ticketAtom, updateTicket } from './ticket-atoms.ts'
import { formForSymbol, resolveChoices } from './ticket-form.ts'
import { usePlaceOrder } from './use-place-order.ts'
import { useSymbolStatus } from './use-symbol-info.ts'
import { readTicket, visibleErrors } from './validate.ts'

export interface OrderTicketProps {
  symbol: string
  market: MarketKind
  portfolioId: string | undefined
}

const clampLeverage = (n: number): number =>
  Math.min(LEVERAGE_MAX, Math.max(LEVERAGE_MIN, Math.round(n)))

/** The order ticket (SPEC §4): one order per submission, checked and estimated before it goes. */
export function OrderTicket({ symbol, market, portfolioId }: OrderTicketProps) {
  const { t } = useTranslation()
  const id = useId()
  const form = formForSymbol(useAtomValue(ticketAtom), symbol)
  const settings = useSettings()
  const trading = settings.data?.trading ?? DEFAULT_SETTINGS.trading
  const symbolInfo = useSymbolStatus(symbol)
  const live = usePrice(symbol)
  const lastPrice = live?.price ?? null
  // The server refuses new orders on a halted symbol; the ticket says so before one is tried.
  const halted = live?.halted === true
  const balance = useBalance(portfolioId)?.balance ?? null
  const { place, placing, isBusy } = usePlaceOrder()
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState<OrderInput | null>(null)

  const update = (patch: Parameters<typeof updateTicket>[1]) => updateTicket(symbol, patch)
  const choices = resolveChoices(
    form,
    {
      orderType: trading.orderType,
      timeInForce: trading.timeInForce,
      leverage: clampLeverage(trading.leverage),
    },
    market,
  )
  const info = symbolInfo.info
  const reading = info ? readTicket(t, form, choices, market, info, lastPrice) : null
  const errors = reading ? visibleErrors(reading.errors, form, attempted) : {}
  const estimate =
    reading && reading.quantity !== null && reading.fillPrice !== null
      ? estimateOrder({
          ...choices,
          market,
          side: form.side,
          quantity: reading.quantity,
          price: reading.fillPrice,
        })
      : null
  const leverageCap = estimate ? maxLeverage(estimate.notional) : LEVERAGE_MAX

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    if (isBusy() || pending !== null || !reading || portfolioId === undefined || halted) return
    setAttempted(true)
    if (hasErrors(reading.errors) || reading.quantity === null) return
    const order = buildOrderInput(
      {
        portfolioId,
        symbol,
        market,
        side: form.side,
        referencePrice: lastPrice,
        slippageTolerance: trading.slippageTolerance,
      },
      choices,
      { quantity: reading.quantity, price: reading.price, stopPrice: reading.stopPrice },
    )
    if (trading.confirmOrders) setPending(order)
    else place(order)
  }

  function confirm(stopAsking: boolean) {
    const order = pending
    setPending(null)
    if (order === null) return
    if (stopAsking && settings.data) stopConfirmingOrders(settings.data)
    place(order)
  }

  return (
    <section className="panel ticket" aria-labelledby={`${id}-title`} data-testid="order-ticket">
      <header className="panel-header">
        <h2 id={`${id}-title`}>
          {t(market === 'perp' ? 'ticket.title.perp' : 'ticket.title.spot')}
          <span className="ticket-symbol"> {symbol}</span>
        </h2>
      </header>
      <form
        className="form ticket-form"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
      >
        <SideTabs side={form.side} onChange={(side) => update({ side })} />
        {symbolInfo.error !== null && (
          <p className="panel-error" role="alert">
            {symbolInfo.error}
          </p>
        )}
        {!info && symbolInfo.error === null && (
          <p className="empty" role="status">
            {symbolInfo.isLoading
              ? t('ticket.loadingInstrument')
              : t('ticket.notTraded', { symbol })}
          </p>
        )}
        {info && (
          <>
            <OrderTypeFields
              id={id}
              form={form}
              choices={choices}
              market={market}
              info={info}
              lastPrice={lastPrice}
              errors={errors}
              update={update}
            />
            <SizeField
              id={id}
              form={form}
              info={info}
              fillPrice={reading?.fillPrice ?? null}
              quantity={reading?.quantity ?? null}
              quickSizes={trading.quickOrderSizes}
              error={errors.size}
              update={update}
              focusRef={registerTicketFocus}
            />
            {market === 'perp' && !choices.reduceOnly && (
              <LeverageField
                id={id}
                leverage={choices.leverage}
                max={leverageCap}
                error={errors.leverage}
                onChange={(leverage) => update({ leverage })}
              />
            )}
            <SlippageField
              id={id}
              tolerance={trading.slippageTolerance}
              onChange={(slippageTolerance) => {
                if (settings.data) saveTradingSettings(settings.data, { slippageTolerance })
              }}
            />
            {estimate && <EstimateSummary estimate={estimate} currency={info.quote} />}
          </>
        )}
        <TicketNotes
          symbol={symbol}
          balance={balance}
          noPortfolio={portfolioId === undefined}
          halted={halted}
          blockedId={`${id}-blocked`}
        />
        <button
          type="submit"
          className={`btn btn-block ticket-submit ticket-submit-${form.side}`}
          disabled={placing || portfolioId === undefined || !info || halted}
          aria-describedby={halted ? `${id}-blocked` : undefined}
        >
          {placing
            ? t('ticket.placing')
            : t(`ticket.submit.${form.side}`, { asset: info?.base ?? symbol })}
        </button>
      </form>
      <OrderConfirm
        order={pending}
        estimate={estimate}
        currency={info?.quote ?? 'USD'}
        canStopAsking={settings.data !== undefined}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  )
}
