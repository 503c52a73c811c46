/**
 * The naive build: the same page and row markup (and the product's price flash), written the
 * straightforward way: every tick is posted to the page, which keeps all prices in one
 * `useState` map and sets it on every message, so the whole table re-renders per tick (React
 * may still coalesce messages that arrive before its scheduled render, as it would in an app).
 */
import { useEffect, useState } from 'react'
import type { MarketPrice } from '../../../protocol/index.ts'
import { MarketsPanel, PlainTable } from './MarketsPanel.tsx'
import { mountBenchPage } from './mount.tsx'
import { NaiveRow } from './NaiveRow.tsx'
import { probe } from './probe.ts'
import { SYMBOLS } from './symbols.ts'

type FeedMessage = MarketPrice | { fedTicks: number }

const worker = new Worker(new URL('./naive-worker.ts', import.meta.url), {
  type: 'module',
  name: 'feed',
})
let answerFedTicks: ((count: number) => void) | null = null
const fedTicks = (): Promise<number> =>
  new Promise((resolve) => {
    answerFedTicks = resolve
    worker.postMessage('fedTicks')
  })

function NaivePage() {
  const [prices, setPrices] = useState<ReadonlyMap<string, MarketPrice>>(() => new Map())
  useEffect(() => {
    worker.onmessage = (event: MessageEvent<FeedMessage>) => {
      const data = event.data
      if ('fedTicks' in data) {
        answerFedTicks?.(data.fedTicks)
        return
      }
      probe.received(1)
      setPrices((previous) => new Map(previous).set(data.symbol, data))
    }
    return () => {
      worker.onmessage = null
    }
  }, [])

  return (
    <MarketsPanel
      table={
        <PlainTable
          rows={SYMBOLS.map((s) => (
            <NaiveRow key={s} symbol={s} p={prices.get(s) ?? null} />
          ))}
        />
      }
    />
  )
}

mountBenchPage(<NaivePage />, fedTicks, false)
