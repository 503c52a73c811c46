import { useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import { useTranslation } from 'react-i18next'
import 'uplot/dist/uPlot.min.css'
import { appStore } from '../../app/store.ts'
import { orderBookAtom } from '../../data/order-book.ts'
import { spreadOf } from './book-levels.ts'
import { depthOptions, themeColors } from './depth-chart-options.ts'
import { depthLabel, depthSeries } from './depth-series.ts'
import '../../styles/trading-market.css'

/** A fresh one each time: uPlot keeps the arrays it is given. */
const empty = (): uPlot.AlignedData => [[], [], []]

/**
 * Cumulative bids and asks around the mid price. Each book goes straight from the store into
 * uPlot's setData: no React render per book. The chart follows its container's width.
 */
export function DepthChart({ symbol, height = 220 }: { symbol: string; height?: number }) {
  const { t } = useTranslation()
  const titleId = useId()
  const plotRef = useRef<HTMLDivElement>(null)
  const noteRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const plot = plotRef.current
    const note = noteRef.current
    if (!plot || !note) return
    let mid = 0
    const chart = new uPlot(
      depthOptions({
        width: plot.clientWidth,
        height,
        colors: themeColors(plot),
        mid: () => mid,
        names: { bids: t('trading.depth.bids'), asks: t('trading.depth.asks') },
      }),
      empty(),
      plot,
    )
    const bookAtom = orderBookAtom(symbol)
    const show = (): void => {
      const book = appStore.get(bookAtom)
      const spread = book ? spreadOf(book.bids, book.asks) : null
      if (spread) mid = spread.mid
      chart.setData(book ? depthSeries(book.bids, book.asks) : empty())
      plot.setAttribute(
        'aria-label',
        book ? depthLabel(t, symbol, spread) : t('trading.depth.loadingLabel', { symbol }),
      )
      note.textContent = book ? t('trading.depth.empty') : t('trading.depth.loading')
      note.hidden = book !== null && (book.bids.length > 0 || book.asks.length > 0)
    }
    // Subscribing mounts the book atom, which starts the engine's watch of this symbol.
    const unsubscribe = appStore.sub(bookAtom, show)
    show()
    const resize = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (width > 0 && width !== chart.width) chart.setSize({ width, height })
    })
    resize.observe(plot)
    return () => {
      resize.disconnect()
      unsubscribe()
      chart.destroy()
    }
  }, [symbol, height, t])

  return (
    <section className="panel market-panel depth-chart" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId}>{t('trading.depth.title')}</h2>
      </div>
      <div className="depth-chart-body" style={{ height }}>
        <div
          ref={plotRef}
          className="depth-chart-plot"
          role="img"
          aria-label={t('trading.depth.loadingLabel', { symbol })}
        />
        <p ref={noteRef} className="depth-chart-note" />
      </div>
    </section>
  )
}
