/**
 * Our matching engine against nodejs-order-book on the same deterministic stream (GTC limits,
 * cancels, market orders by size; no self-trade prevention on either side). Rounds alternate
 * between the two to spread noise evenly; each round starts from empty books.
 */
import { OrderBook, Side } from 'nodejs-order-book'
import { createBook } from '../../server/matching/book.ts'
import { applyOp, orderStream, type StreamOp } from './matching-stream.ts'
import { fmt, printTable } from './table.ts'

const OPS = 200_000
const ROUNDS = 10

interface Outcome {
  ms: number
  traded: number
  bestBid: number | null
  bestAsk: number | null
}

function runOurs(ops: readonly StreamOp[]): Outcome {
  const t0 = performance.now()
  const book = createBook('BENCH')
  let traded = 0
  let k = 0
  for (const op of ops) {
    k++
    for (const e of applyOp(book, op, k)) if (e.type === 'fill') traded += e.fill.qty
  }
  return { ms: performance.now() - t0, traded, bestBid: book.bestBid(), bestAsk: book.bestAsk() }
}

function runTheirs(ops: readonly StreamOp[]): Outcome {
  const t0 = performance.now()
  const book = new OrderBook()
  let traded = 0
  for (const op of ops) {
    if (op.kind === 'cancel') book.cancel(op.id)
    else {
      const side = op.side === 'buy' ? Side.BUY : Side.SELL
      const r =
        op.kind === 'market'
          ? book.market({ side, size: op.size })
          : book.limit({ id: op.id, side, size: op.size, price: op.price })
      traded += op.size - r.quantityLeft
    }
  }
  const [asks, bids] = book.depth()
  const prices = (levels: [number, number][]) => levels.map(([p]) => p)
  return {
    ms: performance.now() - t0,
    traded,
    bestBid: bids.length > 0 ? Math.max(...prices(bids)) : null,
    bestAsk: asks.length > 0 ? Math.min(...prices(asks)) : null,
  }
}

export async function run(): Promise<void> {
  const t0 = performance.now()
  const ops = orderStream(OPS, 20_261_121)
  const mix = { limit: 0, cancel: 0, market: 0 }
  for (const op of ops) mix[op.kind]++
  console.log(
    `${fmt(OPS)} operations (${fmt((mix.limit / OPS) * 100, 1)} % limit, ${fmt((mix.cancel / OPS) * 100, 1)} % cancel, ${fmt((mix.market / OPS) * 100, 1)} % market), generated in ${fmt(performance.now() - t0)} ms\n`,
  )
  const ours: Outcome[] = []
  const theirs: Outcome[] = []
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate who goes first, so warm-up and GC drift favour neither.
    if (r % 2 === 0) {
      ours.push(runOurs(ops))
      theirs.push(runTheirs(ops))
    } else {
      theirs.push(runTheirs(ops))
      ours.push(runOurs(ops))
    }
    await Promise.resolve()
  }
  const a = ours[0] as Outcome
  const b = theirs[0] as Outcome
  // The market-order totals differ only if the engines disagree on what was in the book.
  if (a.traded !== b.traded)
    console.log(`WARNING: traded ${a.traded} (ours) vs ${b.traded} (theirs)`)
  const median = (xs: Outcome[]) =>
    [...xs].map((x) => x.ms).sort((p, q) => p - q)[xs.length >> 1] ?? 0
  const best = (xs: Outcome[]) => Math.min(...xs.map((x) => x.ms))
  const row = (name: string, xs: Outcome[]) => [
    name,
    fmt(OPS / (median(xs) / 1000)),
    fmt(OPS / (best(xs) / 1000)),
    fmt(median(xs), 1),
    fmt(xs[0]?.traded ?? 0),
  ]
  printTable(
    [
      'engine (warm rounds after the first)',
      'ops/s median',
      'ops/s best',
      'ms median',
      'lots traded',
    ],
    [row('ours (server/matching)', ours.slice(1)), row('nodejs-order-book', theirs.slice(1))],
  )
  const ratio = median(theirs.slice(1)) / median(ours.slice(1))
  console.log(`\nours / theirs (median ops/s): ${fmt(ratio, 2)}×`)
  console.log(`final top of book: ours ${a.bestBid}/${a.bestAsk}, theirs ${b.bestBid}/${b.bestAsk}`)
}
