import { useTranslation } from 'react-i18next'
import { orderType as orderTypes, timeInForce as tifs } from '../../../protocol/trading.ts'
import type { MarketKind, OrderType, TimeInForce } from '../../../protocol/trading.ts'
import { FormField } from '../../components/FormField.tsx'
import { formatStep } from './grid.ts'
import type { GridInfo } from './quantity.ts'
import {
  orderTypeLabel,
  priceFieldInline,
  priceFieldLabel,
  priceKind,
  stopPriceKind,
  takesPostOnly,
  takesPrice,
  takesReduceOnly,
  takesStopPrice,
  takesTimeInForce,
  type ResolvedChoices,
  type TicketForm,
} from './ticket-form.ts'
import type { TicketErrors } from './validate.ts'

interface Props {
  id: string
  form: TicketForm
  choices: ResolvedChoices
  market: MarketKind
  info: GridInfo
  lastPrice: number | null
  errors: TicketErrors
  update: (patch: Partial<Omit<TicketForm, 'symbol'>>) => void
}

/** Order type, its prices, time in force and the flags the type takes. */
export function OrderTypeFields({
  id,
  form,
  choices,
  market,
  info,
  lastPrice,
  errors,
  update,
}: Props) {
  const { t } = useTranslation()
  const { orderType, timeInForce } = choices
  const kindOf = (field: 'price' | 'stopPrice') =>
    field === 'price' ? priceKind(orderType) : stopPriceKind(orderType)
  const lastPriceButton = (field: 'price' | 'stopPrice') =>
    lastPrice === null ? undefined : (
      <button
        type="button"
        className="input-toggle"
        aria-label={t('ticket.price.useLast', { field: priceFieldInline(t, kindOf(field)) })}
        onClick={() => update({ [field]: formatStep(lastPrice, info.tickSize) })}
      >
        {t('ticket.price.last')}
      </button>
    )
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('ticket.type.label')}</label>
        <select
          id={`${id}-type`}
          className="ticket-select"
          value={orderType}
          onChange={(e) => update({ orderType: orderTypes.parse(e.target.value) })}
        >
          {orderTypes.options.map((type: OrderType) => (
            <option key={type} value={type}>
              {orderTypeLabel(t, type)}
            </option>
          ))}
        </select>
      </div>
      {takesStopPrice(orderType) && (
        <FormField
          id={`${id}-stop`}
          label={t('ticket.price.withQuote', {
            label: priceFieldLabel(t, kindOf('stopPrice')),
            quote: info.quote,
          })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={lastPrice === null ? '' : formatStep(lastPrice, info.tickSize)}
          value={form.stopPrice}
          error={errors.stopPrice}
          adornment={lastPriceButton('stopPrice')}
          onChange={(e) => update({ stopPrice: e.target.value })}
        />
      )}
      {takesPrice(orderType) && (
        <FormField
          id={`${id}-price`}
          label={t('ticket.price.withQuote', {
            label: priceFieldLabel(t, kindOf('price')),
            quote: info.quote,
          })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={lastPrice === null ? '' : formatStep(lastPrice, info.tickSize)}
          value={form.price}
          error={errors.price}
          adornment={lastPriceButton('price')}
          onChange={(e) => update({ price: e.target.value })}
        />
      )}
      {takesTimeInForce(orderType) && (
        <div className="field">
          <label htmlFor={`${id}-tif`}>{t('ticket.tif.label')}</label>
          <select
            id={`${id}-tif`}
            className="ticket-select"
            value={timeInForce}
            onChange={(e) => update({ timeInForce: tifs.parse(e.target.value) })}
          >
            {tifs.options.map((tif: TimeInForce) => (
              <option key={tif} value={tif}>
                {t(`ticket.tif.${tif}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {(takesPostOnly(orderType, timeInForce) || takesReduceOnly(market)) && (
        <div className="ticket-flags">
          {takesPostOnly(orderType, timeInForce) && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={choices.postOnly}
                onChange={(e) => update({ postOnly: e.target.checked })}
              />
              {t('ticket.flags.postOnly')}
            </label>
          )}
          {takesReduceOnly(market) && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={choices.reduceOnly}
                onChange={(e) => update({ reduceOnly: e.target.checked })}
              />
              {t('ticket.flags.reduceOnly')}
            </label>
          )}
        </div>
      )}
    </>
  )
}
