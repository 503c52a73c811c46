/**
 * `npm run bench`: runs every benchmark, or only those whose name contains an argument
 * (`npm run bench -- price`). Add a bench by adding a line below.
 */
interface BenchEntry {
  name: string
  load: () => Promise<{ run: () => Promise<void> }>
}

const benches: BenchEntry[] = [
  { name: 'engine price path', load: () => import('./engine-price-path.bench.ts') },
  { name: 'matching engine', load: () => import('./matching.bench.ts') },
  { name: 'http orders', load: () => import('./http-orders.bench.ts') },
  { name: 'chart render', load: () => import('./chart-render.bench.ts') },
  { name: 'ui live data', load: () => import('./ui-live-data.bench.ts') },
  { name: 'ws fanout', load: () => import('./ws-fanout.bench.ts') },
  { name: 'outbox replay', load: () => import('./outbox-replay.bench.ts') },
  { name: 'dexie writes', load: () => import('./dexie-writes.bench.ts') },
  { name: 'analytics', load: () => import('./analytics.bench.ts') },
  { name: 'options pricing', load: () => import('./options.bench.ts') },
  { name: 'strategies', load: () => import('./strategies.bench.ts') },
  { name: 'strategy load', load: () => import('./strategy-load.bench.ts') },
]

const filters = process.argv.slice(2).map((a) => a.toLowerCase())
const selected = benches.filter(
  (b) => filters.length === 0 || filters.some((f) => b.name.includes(f)),
)

for (const b of selected) {
  console.log(`\n=== ${b.name} ===\n`)
  const t0 = performance.now()
  await (await b.load()).run()
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)`)
}
if (selected.length === 0) console.log(`No bench matches ${filters.join(', ')}`)

export {}
