import { useEffect, useRef, useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { modifyOrder, useOrders, usePositions } from '../../data/orders.ts'
import { useSymbolInfo } from '../../data/symbols.ts'
import { CandleChart } from '../chart/CandleChart.tsx'
import { ChartControls } from '../chart/ChartControls.tsx'
import { DepthChart } from '../market/index.ts'
import { TabPanel, Tabs } from '../orders/Tabs.tsx'
import { chartLines, onTick } from './chart-lines.ts'
import { useChartSettings } from './chart-settings.ts'

type ChartView = 'candles' | 'depth'
const VIEWS = ['candles', 'depth'] as const
const MIN_HEIGHT = 280

/** The plot's height follows its cell in the workspace grid (which the splitters resize). */
function useHeight(ref: React.RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.max(MIN_HEIGHT, Math.floor(entry.contentRect.height)))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return height
}

/**
 * The workspace's chart: candles with the trader's open orders and positions as lines (dragging
 * an order's line modifies its price), or the depth chart.
 */
export function ChartArea({
  ref,
  symbol,
  portfolioId,
}: {
  ref: Ref<HTMLElement>
  symbol: string
  portfolioId: string | undefined
}) {
  const { t } = useTranslation()
  const [settings, change] = useChartSettings()
  const [view, setView] = useState<ChartView>('candles')
  const orders = useOrders(portfolioId)
  const positions = usePositions(portfolioId)
  const info = useSymbolInfo(symbol)
  const plot = useRef<HTMLDivElement>(null)
  const height = useHeight(plot)
  const lines = chartLines(t, orders?.orders ?? [], positions?.positions ?? [], symbol)

  const onLineDrag = (id: string, price: number) => {
    if (!info) return
    void modifyOrder(id, { price: onTick(price, info.tickSize) })
  }

  return (
    <section
      ref={ref}
      className="panel workspace-chart"
      aria-label={t('trading.workspace.chart', { symbol })}
      tabIndex={-1}
      data-testid="workspace-chart"
    >
      <div className="workspace-chart-head">
        <Tabs
          label={t('trading.workspace.chartView')}
          idPrefix="workspace-chart"
          tabs={VIEWS.map((v) => ({ id: v, label: t(`trading.workspace.${v}`) }))}
          selected={view}
          onSelect={setView}
          compact
        />
        {view === 'candles' && (
          <ChartControls
            name={symbol}
            timeframe={settings.timeframe}
            chartType={settings.chartType}
            indicators={settings.indicators}
            onTimeframeChange={(timeframe) => change({ timeframe })}
            onChartTypeChange={(chartType) => change({ chartType })}
            onIndicatorsChange={(indicators) => change({ indicators })}
          />
        )}
      </div>
      <TabPanel idPrefix="workspace-chart" id={view}>
        <div ref={plot} className="workspace-plot">
          {view === 'candles' ? (
            <CandleChart
              symbol={symbol}
              timeframe={settings.timeframe}
              chartType={settings.chartType}
              indicators={settings.indicators}
              lines={lines}
              onLineDrag={onLineDrag}
              height={height}
            />
          ) : (
            <DepthChart symbol={symbol} height={height} />
          )}
        </div>
      </TabPanel>
    </section>
  )
}
