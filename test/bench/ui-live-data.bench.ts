/**
 * The UI cost of live data: 200 symbols streaming 5,000 ticks/s in total from a synthetic feed
 * in a Web Worker, shown in Debian's Chromium as a 200-row markets table by the product's data
 * path (50 ms price batcher, one jotai atom per symbol, the dashboard watchlist's VirtualTable
 * and WatchlistCells at the list's paint pace) and, in the same run, by a naive build of the same
 * page that sets React state on every tick; a third build puts all 200 product rows in the DOM,
 * to show what the data path saves apart from rendering only the rows in view. Pages:
 * test/bench/live.
 */
import { loadavg } from 'node:os'
import { withBenchPages } from './bench-pages.ts'
import { LIVE_DIR, buildLivePages } from './live/build.ts'
import { measurePage, type PageFigures } from './live/measure.ts'
import { SYMBOL_COUNT } from './live/symbols.ts'
import { TICKS_PER_SECOND } from './live/synthetic-feed.ts'
import { fmt, printTable } from './table.ts'

const WARMUP_MS = 1_000
const VSYNC_MS = 1000 / 60
const WINDOW_MS = 5_000
const BUILDS = [
  { name: 'batched (product path)', page: 'batched.html' },
  { name: 'naive (setState per tick)', page: 'naive.html' },
  { name: 'batched, all 200 rows in DOM', page: 'batched-all.html' },
]

function report(figures: readonly PageFigures[]): void {
  console.log(
    `${SYMBOL_COUNT} symbols, ${fmt(TICKS_PER_SECOND)} ticks/s in total, ${WINDOW_MS / 1000} s after ` +
      `${WARMUP_MS / 1000} s warm-up. busy = CDP Performance TaskDuration (renderer main thread, ` +
      'wall time of its tasks); cpu = its ThreadTime; frames = rAF intervals in a second window ' +
      `of ${WINDOW_MS / 1000} s (60 Hz vsync: 16.7 ms floor; the rAF loop's own cost stays out of ` +
      `busy). Machine load average ${loadavg()[0]?.toFixed(1)} before the run.\n`,
  )
  printTable(
    [
      'build',
      'busy ms/s',
      'cpu ms/s',
      'script',
      'style',
      'layout',
      'frame p50',
      'frame p95',
      'late frames',
      'fed ticks/s',
      'prices to page/s',
    ],
    BUILDS.map((b, i) => {
      const f = figures[i]!
      return [
        b.name,
        fmt(f.busyMsPerS, 1),
        fmt(f.cpuMsPerS, 1),
        fmt(f.scriptMsPerS, 1),
        fmt(f.styleMsPerS, 1),
        fmt(f.layoutMsPerS, 1),
        `${fmt(f.frameP50, 1)} ms`,
        `${fmt(f.frameP95, 1)} ms`,
        `${fmt(f.lateFrames * 100, 1)} %`,
        fmt(f.fedPerS),
        fmt(f.receivedPerS),
      ]
    }),
  )
  const [batched, naive] = figures
  if (!batched || !naive) return
  const ratio = naive.busyMsPerS / batched.busyMsPerS
  console.log(
    `\nnaive / batched main-thread busy time: ${fmt(ratio, 1)}× ` +
      `(cpu ${fmt(naive.cpuMsPerS / batched.cpuMsPerS, 1)}×; goal ≥ 10×); batched frame p95 ` +
      `${fmt(batched.frameP95, 1)} ms, late frames ${fmt(batched.lateFrames * 100, 1)} % ` +
      '(goal: every frame within one vsync; rAF intervals are whole vsyncs give or take timer ' +
      'jitter, so 16.7 ± 0.2 ms is one)',
  )
  const onTime = batched.frameP95 < VSYNC_MS + 0.5 && batched.lateFrames === 0
  console.log(`goals ${ratio >= 10 && onTime ? 'met' : 'NOT met'}`)
  // A saturated thread can do no more: its ratio then understates the real difference.
  if (naive.busyMsPerS > 900) console.log('note: the naive build saturates the main thread')
}

export async function run(): Promise<void> {
  const outDir = await buildLivePages()
  await withBenchPages(LIVE_DIR, outDir, async (browser, base) => {
    const figures: PageFigures[] = []
    for (const b of BUILDS) {
      figures.push(await measurePage(browser, new URL(b.page, base).href, WARMUP_MS, WINDOW_MS))
    }

    report(figures)
  })
}
