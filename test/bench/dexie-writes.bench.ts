/**
 * The engine's IndexedDB writes in Debian's Chromium, in a SharedWorker as the engine runs:
 * 100,000 protocol-valid orders written by the engine's own saveList (workers/engine/orders/
 * persist.ts: per portfolio, one transaction deleting its rows, bulkPut of the new ones and the
 * asOf kv row) for 100 portfolios of 1,000 orders each (ORDERS_MAX, the most the engine keeps
 * per portfolio), first into an empty table, then replacing every row as a newer snapshot does.
 * Also the candle cache (one row of 500 candles per series) and the portfolio list cache
 * (tableCache). Baseline in the same run: one transaction per row, as a writer without batching
 * does. Goal: ≥ 20,000 rows/s batched. Then where the time goes, on 20,000 of the same orders
 * (test/bench/dexie/probes.ts). Page and worker: test/bench/dexie.
 */
import { loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { withBenchPages } from './bench-pages.ts'
import { DEXIE_BENCH_DIR, buildDexieBenchPage } from './dexie/build.ts'
import type { Durability } from './dexie/floors.ts'
import type { WriteFigures } from './dexie/harness.ts'
import { fmt, printTable } from './table.ts'

const PORTFOLIOS = 100
const PER_PORTFOLIO = 1000
const SINGLE_ROWS = 5000
const CANDLE_SERIES = 100
const PORTFOLIO_SAVES = 1000
const PORTFOLIO_LIST = 10
const RUNS = 3
const FLOOR_BATCHES = 20
const GOAL_ROWS_PER_S = 20_000

const rate = (f: WriteFigures) => (f.rows / f.ms) * 1000
/** The run with the median rate. */
const median = (runs: WriteFigures[]): WriteFigures =>
  [...runs].sort((a, b) => rate(a) - rate(b))[Math.floor(runs.length / 2)]!

const HEADERS = ['write', 'rows', 'transactions', 'ms', 'rows/s', 'vs one per row']
const line = ([name, f]: [string, WriteFigures], single: WriteFigures) => [
  name,
  fmt(f.rows),
  fmt(f.transactions),
  fmt(f.ms, 0),
  fmt(rate(f)),
  `${fmt(rate(f) / rate(single), 1)}×`,
]

/** The writer's calls, made in the page (each answers when its writes are stored). */
const benchOf = (page: Page) => ({
  version: () => page.evaluate(() => window.dexieBench.version()),
  saveLists: (p: number, n: number) =>
    page.evaluate(([p, n]) => window.dexieBench.saveLists(p, n), [p, n] as const),
  replaces: (p: number, n: number) =>
    page.evaluate(([p, n]) => window.dexieBench.replaces(p, n), [p, n] as const),
  bulkPuts: (p: number, n: number) =>
    page.evaluate(([p, n]) => window.dexieBench.bulkPuts(p, n), [p, n] as const),
  rawPuts: (p: number, n: number, durability: Durability, indexed: boolean) =>
    page.evaluate(([p, n, d, i]) => window.dexieBench.rawPuts(p, n, d, i), [
      p,
      n,
      durability,
      indexed,
    ] as const),
  listRows: (p: number, n: number) =>
    page.evaluate(([p, n]) => window.dexieBench.listRows(p, n), [p, n] as const),
  putEach: (n: number) => page.evaluate((n) => window.dexieBench.putEach(n), n),
  candleCache: (n: number) => page.evaluate((n) => window.dexieBench.candleCache(n), n),
  portfolioCache: (s: number, n: number) =>
    page.evaluate(([s, n]) => window.dexieBench.portfolioCache(s, n), [s, n] as const),
})

export async function run(): Promise<void> {
  const load = loadavg()[0]
  const outDir = await buildDexieBenchPage()
  await withBenchPages(DEXIE_BENCH_DIR, outDir, async (browser, base) => {
    const page = await browser.newPage()
    await page.goto(new URL('writes.html', base).href)
    await page.waitForFunction(() => 'dexieBench' in window)
    const bench = benchOf(page)
    const browserVersion = await bench.version()
    await bench.saveLists(5, PER_PORTFOLIO)
    await bench.putEach(200)

    const inserts: WriteFigures[] = []
    const replaces: WriteFigures[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const { insert, replace } = await bench.saveLists(PORTFOLIOS, PER_PORTFOLIO)
      inserts.push(insert)
      replaces.push(replace)
    }
    const single = await bench.putEach(SINGLE_ROWS)
    const engine: [string, WriteFigures][] = [
      ['baseline: one transaction per order (put)', single],
      ['saveList orders, first write', median(inserts)],
      ['saveList orders, replacing a snapshot', median(replaces)],
      [
        `candle cache (rows = candles, ${CANDLE_SERIES} series)`,
        await bench.candleCache(CANDLE_SERIES),
      ],
      [
        `portfolio cache (lists of ${PORTFOLIO_LIST})`,
        await bench.portfolioCache(PORTFOLIO_SAVES, PORTFOLIO_LIST),
      ],
    ]
    const b = FLOOR_BATCHES
    const replaces20 = await bench.replaces(b, PER_PORTFOLIO)
    const floors: [string, WriteFigures][] = [
      ['saveList, first write', replaces20.insert],
      ['saveList, replacing', replaces20.replace],
      ['one row per order: replace by primary keys, deleting only gone ids', replaces20.byKeys],
      ['Dexie bulkPut alone (no delete, no kv)', await bench.bulkPuts(b, PER_PORTFOLIO)],
      ['IndexedDB put, default durability', await bench.rawPuts(b, PER_PORTFOLIO, 'default', true)],
      ['IndexedDB put, relaxed durability', await bench.rawPuts(b, PER_PORTFOLIO, 'relaxed', true)],
      ['IndexedDB put, strict durability', await bench.rawPuts(b, PER_PORTFOLIO, 'strict', true)],
      [
        'IndexedDB put, no portfolioId index',
        await bench.rawPuts(b, PER_PORTFOLIO, 'default', false),
      ],
      ['one row per portfolio list (writeKv)', await bench.listRows(b, PER_PORTFOLIO)],
    ]

    console.log(
      `${browserVersion.match(/Chrome\/[\d.]+/)?.[0] ?? browserVersion}, headless, IndexedDB in ` +
        `a SharedWorker through Dexie with the engine's schema (openDb). saveList: median of ` +
        `${RUNS} runs. Machine load average ${load?.toFixed(1)} before the run.\n`,
    )
    printTable(
      HEADERS,
      engine.map((r) => line(r, single)),
    )
    console.log(
      `\nwhere the time goes (${fmt(b * PER_PORTFOLIO)} orders, ${fmt(PER_PORTFOLIO)} per transaction):\n`,
    )
    printTable(
      HEADERS,
      floors.map((r) => line(r, single)),
    )
    const batched = Math.min(rate(median(inserts)), rate(median(replaces)))
    console.log(
      `\nsaveList rows/s, the slower of first write and replace: ${fmt(batched)} ` +
        `(goal ≥ ${fmt(GOAL_ROWS_PER_S)}): ${batched >= GOAL_ROWS_PER_S ? 'met' : 'NOT met'}; ` +
        `runs ${[...inserts, ...replaces].map((f) => fmt(rate(f))).join(', ')}`,
    )
  })
}
