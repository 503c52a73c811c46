import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type uPlot from 'uplot'
import {
  payoffAtExpiry,
  payoffBefore,
  priceRange,
  type PayoffLeg,
  type ValuationMarket,
} from '../../../protocol/options/payoff.ts'
import { formatSignedMoney } from '../../lib/format.ts'
import type { SeriesSpec } from './chart-lines.ts'
import { ChartLegend } from './ChartLegend.tsx'
import { formatContracts } from './options-format.ts'
import { XyChart } from './XyChart.tsx'

const DAY_MS = 86_400_000
const moneyAxis = (v: number) => formatSignedMoney(v).replace(/\.\d\d$/, '')

/**
 * The strategy's profit and loss against the underlying's price: at expiry, and at a chosen day
 * before it with a volatility shift (Black-76 on the surface's volatility at each strike).
 */
export function PayoffPanel({
  legs,
  market,
  spot,
  now,
}: {
  legs: PayoffLeg[]
  market: ValuationMarket
  spot: number
  now: number
}) {
  const { t } = useTranslation()
  const id = useId()
  const firstExpiry = Math.min(...legs.map((l) => l.expiry))
  const maxDays = Math.max(0, Math.floor((firstExpiry - now) / DAY_MS))
  const [days, setDays] = useState(0)
  const [shiftPoints, setShiftPoints] = useState(0)
  const shownDays = Math.min(days, maxDays)
  const at = now + shownDays * DAY_MS

  const series = useMemo<SeriesSpec[]>(
    () => [
      { label: t('options.payoff.atExpiry'), colour: '--primary' },
      { label: t('options.payoff.atDate'), colour: '--info', dash: [6, 4] },
    ],
    [t],
  )
  const data = useMemo<uPlot.AlignedData>(() => {
    const prices = priceRange(legs, spot)
    const scenario = { at, volShift: shiftPoints / 100 }
    return [
      prices,
      prices.map((p) => payoffAtExpiry(legs, p)),
      prices.map((p) => payoffBefore(legs, p, market, scenario)),
    ]
  }, [legs, spot, market, at, shiftPoints])
  const todayAtSpot = payoffBefore(legs, spot, market, { at, volShift: shiftPoints / 100 })

  return (
    <div className="payoff" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className="payoff-title">
        {t('options.payoff.title')}
      </h3>
      <ChartLegend series={series} />
      <XyChart
        summary={t('options.payoff.summary', { pnl: formatSignedMoney(todayAtSpot) })}
        data={data}
        series={series}
        x={formatContracts}
        y={moneyAxis}
        height={240}
        testId="payoff-chart"
      />
      <div className="payoff-controls">
        <label className="field">
          <span>
            {t('options.payoff.date', {
              date: new Date(at).toISOString().slice(0, 10),
              count: shownDays,
            })}
          </span>
          <input
            type="range"
            min={0}
            max={maxDays}
            step={1}
            value={shownDays}
            onChange={(e) => setDays(Number(e.target.value))}
            data-testid="payoff-days"
          />
        </label>
        <label className="field">
          <span>
            {t('options.payoff.volShift', {
              points: shiftPoints > 0 ? `+${shiftPoints}` : shiftPoints,
            })}
          </span>
          <input
            type="range"
            min={-50}
            max={50}
            step={1}
            value={shiftPoints}
            onChange={(e) => setShiftPoints(Number(e.target.value))}
            data-testid="payoff-vol-shift"
          />
        </label>
      </div>
      <p className="panel-note" data-testid="payoff-at-spot">
        {t('options.payoff.atSpot', { pnl: formatSignedMoney(todayAtSpot) })}
      </p>
    </div>
  )
}
