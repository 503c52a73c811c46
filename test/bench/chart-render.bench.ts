/**
 * Cold render of 100,000 one-minute candles in Debian's Chromium: a new uPlot with the chart's
 * candlestick drawing (candles and volume), until its first draw is rasterised. Baseline, in the
 * same run: uPlot's plain line series of the same closes. Goal: candles under 100 ms.
 * Page: test/bench/chart.
 */
import { withBenchPages } from './bench-pages.ts'
import type { RenderVariant } from './chart/render.ts'
import { CHART_BENCH_DIR, buildChartBenchPage } from './chart/build.ts'
import { fmt, printTable } from './table.ts'

const CANDLES = 100_000
const WARMUP_RUNS = 3
const RUNS = 15
const GOAL_MS = 100
const VARIANTS: { name: string; variant: RenderVariant }[] = [
  { name: 'baseline: uPlot line of closes', variant: 'line' },
  { name: 'candlesticks + volume', variant: 'candles' },
  { name: 'candlesticks + volume + SMA, EMA, BB, VWAP (computed)', variant: 'candles+overlays' },
]

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

export async function run(): Promise<void> {
  const outDir = await buildChartBenchPage()
  await withBenchPages(CHART_BENCH_DIR, outDir, async (browser, base) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.goto(new URL('render.html', base).href)
    await page.waitForFunction(() => 'chartBench' in window)

    const results = []
    for (const v of VARIANTS) {
      const times: number[] = []
      for (let i = 0; i < WARMUP_RUNS + RUNS; i++) {
        const ms = await page.evaluate(
          ([variant, count]) => window.chartBench.render(variant, count),
          [v.variant, CANDLES] as const,
        )
        if (i >= WARMUP_RUNS) times.push(ms)
      }
      times.sort((a, b) => a - b)
      results.push({
        ...v,
        median: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        min: times[0] ?? NaN,
      })
    }

    const baseline = results[0]?.median ?? NaN
    console.log(
      `${fmt(CANDLES)} candles, 1200 × 500 CSS px, ${RUNS} cold renders each after ${WARMUP_RUNS} warm-ups ` +
        '(new uPlot → first draw → one pixel read back)\n',
    )
    printTable(
      ['render', 'median ms', 'p95 ms', 'min ms', 'vs baseline'],
      results.map((r) => [
        r.name,
        fmt(r.median, 1),
        fmt(r.p95, 1),
        fmt(r.min, 1),
        `${fmt(r.median / baseline, 2)}×`,
      ]),
    )
    const candles = results[1]
    if (candles) {
      console.log(
        `\ncandlesticks median ${fmt(candles.median, 1)} ms (goal < ${GOAL_MS} ms): ` +
          (candles.median < GOAL_MS ? 'met' : 'NOT met'),
      )
    }
  })
}
