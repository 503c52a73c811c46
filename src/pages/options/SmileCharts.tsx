import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type uPlot from 'uplot'
import type { VolSurfaceWire } from '../../../protocol/index.ts'
import { sviTotalVariance } from '../../../protocol/options/surface/svi.ts'
import type { RepricedChain } from '../../../workers/engine/api.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { SERIES_COLOURS, type SeriesSpec } from './chart-lines.ts'
import { ChartLegend } from './ChartLegend.tsx'
import { formatContracts, formatExpiryDate, formatIv } from './options-format.ts'
import { XyChart } from './XyChart.tsx'

const SURFACE_MAX_SLICES = 6
const MONEYNESS = Array.from({ length: 41 }, (_, i) => 0.6 + i * 0.025)
const ivAxis = (v: number) => formatIv(v)
const moneynessAxis = (v: number) => v.toFixed(2)

/** Model IV per strike, and the bid/ask IV of the out-of-the-money side (the liquid one). */
function smileData(chain: RepricedChain): uPlot.AlignedData {
  const rows = chain.strikes
  const otm = (strike: number) => (strike < chain.forward ? 'put' : 'call')
  return [
    rows.map((r) => r.strike),
    rows.map((r) => r.call?.iv ?? r.put?.iv ?? null),
    rows.map((r) => r[otm(r.strike)]?.bidIv ?? null),
    rows.map((r) => r[otm(r.strike)]?.askIv ?? null),
  ]
}

/** One smile per expiry over K/F: σ = √(w(ln K/F)/T) of each SVI slice. */
function surfaceData(surface: VolSurfaceWire): uPlot.AlignedData {
  const slices = surface.slices.slice(0, SURFACE_MAX_SLICES)
  return [
    MONEYNESS,
    ...slices.map((s) =>
      MONEYNESS.map((m) => Math.sqrt(Math.max(sviTotalVariance(s.params, Math.log(m)), 0) / s.T)),
    ),
  ]
}

/** The chosen expiry's smile (model line, bid/ask IV points) and the surface across expiries. */
export function SmileCharts({
  chain,
  surface,
}: {
  chain: RepricedChain
  surface: VolSurfaceWire | undefined
}) {
  const { t } = useTranslation()
  const id = useId()
  const [view, setView] = useState<'smile' | 'surface'>('smile')
  const smileSeries = useMemo<SeriesSpec[]>(
    () => [
      { label: t('options.smile.model'), colour: '--primary' },
      { label: t('options.smile.bidIv'), colour: '--up', points: true },
      { label: t('options.smile.askIv'), colour: '--down', points: true },
    ],
    [t],
  )
  const smile = useMemo(() => smileData(chain), [chain])
  const surfaceSeries = useMemo<SeriesSpec[]>(
    () =>
      (surface?.slices ?? []).slice(0, SURFACE_MAX_SLICES).map((s, i) => ({
        label: formatExpiryDate(s.expiry),
        colour: SERIES_COLOURS[i % SERIES_COLOURS.length] ?? '--primary',
      })),
    [surface],
  )
  const surfaceLines = useMemo(() => (surface ? surfaceData(surface) : null), [surface])
  const atm = chain.strikes.find((r) => r.strike === chain.atmStrike)
  return (
    <section className="panel options-smile" aria-labelledby={`${id}-title`}>
      <header className="panel-header">
        <h2 id={`${id}-title`}>
          {t(view === 'smile' ? 'options.smile.title' : 'options.surface.title')}{' '}
          <InfoTip label={t('options.smile.infoLabel')}>{t('options.smile.info')}</InfoTip>
        </h2>
        <div className="segmented" role="group" aria-label={t('options.smile.view')}>
          {(['smile', 'surface'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`options.smile.${v}`)}
            </button>
          ))}
        </div>
      </header>
      {view === 'smile' ? (
        <>
          <ChartLegend series={smileSeries} />
          <XyChart
            summary={t('options.smile.summary', {
              date: formatExpiryDate(chain.expiry),
              iv: formatIv(atm?.call?.iv ?? atm?.put?.iv),
              atm: formatContracts(chain.atmStrike),
            })}
            data={smile}
            series={smileSeries}
            x={formatContracts}
            y={ivAxis}
            testId="smile-chart"
          />
        </>
      ) : surfaceLines ? (
        <>
          <ChartLegend series={surfaceSeries} />
          <XyChart
            summary={t('options.surface.summary', { count: surfaceSeries.length })}
            data={surfaceLines}
            series={surfaceSeries}
            x={moneynessAxis}
            y={ivAxis}
            testId="surface-chart"
          />
          <p className="panel-note">{t('options.surface.axis')}</p>
        </>
      ) : (
        <p className="panel-note" role="status">
          {t('options.loading')}
        </p>
      )}
    </section>
  )
}
