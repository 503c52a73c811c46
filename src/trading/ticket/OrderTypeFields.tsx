import { orderType as orderTypes, timeInForce as tifs } from '../../../protocol/trading.ts'
import type { MarketKind, OrderType, TimeInForce } from '../../../protocol/trading.ts'
import { FormField } from '../../components/FormField.tsx'
import { formatStep } from './grid.ts'
import type { GridInfo } from './quantity.ts'
import {
  ORDER_TYPE_LABELS,
  priceLabel,
  stopPriceLabel,
  takesPostOnly,
  takesPrice,
  takesReduceOnly,
  takesStopPrice,
  takesTimeInForce,
  type ResolvedChoices,
  type TicketForm,
} from './ticket-form.ts'
import type { TicketErrors } from './validate.ts'

const TIF_LABELS: Record<TimeInForce, string> = {
  GTC: 'Good till cancelled (GTC)',
  IOC: 'Immediate or cancel (IOC)',
  FOK: 'Fill or kill (FOK)',
}

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
  const { orderType, timeInForce } = choices
  const lastPriceButton = (field: 'price' | 'stopPrice') =>
    lastPrice === null ? undefined : (
      <button
        type="button"
        className="input-toggle"
        aria-label={`Use the last price for the ${field === 'price' ? priceLabel(orderType).toLowerCase() : stopPriceLabel(orderType).toLowerCase()}`}
        onClick={() => update({ [field]: formatStep(lastPrice, info.tickSize) })}
      >
        Last
      </button>
    )
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-type`}>Order type</label>
        <select
          id={`${id}-type`}
          className="ticket-select"
          value={orderType}
          onChange={(e) => update({ orderType: orderTypes.parse(e.target.value) })}
        >
          {orderTypes.options.map((t: OrderType) => (
            <option key={t} value={t}>
              {ORDER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {takesStopPrice(orderType) && (
        <FormField
          id={`${id}-stop`}
          label={`${stopPriceLabel(orderType)} (${info.quote})`}
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
          label={`${priceLabel(orderType)} (${info.quote})`}
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
          <label htmlFor={`${id}-tif`}>Time in force</label>
          <select
            id={`${id}-tif`}
            className="ticket-select"
            value={timeInForce}
            onChange={(e) => update({ timeInForce: tifs.parse(e.target.value) })}
          >
            {tifs.options.map((t: TimeInForce) => (
              <option key={t} value={t}>
                {TIF_LABELS[t]}
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
              Post only
            </label>
          )}
          {takesReduceOnly(market) && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={choices.reduceOnly}
                onChange={(e) => update({ reduceOnly: e.target.checked })}
              />
              Reduce only
            </label>
          )}
        </div>
      )}
    </>
  )
}
