import WebSocket, { type RawData } from 'ws'

/** What the traders' sockets saw; lags only while `recording`. */
export interface Receipts {
  recording: boolean
  /** Tick to receipt, ms: receipt time minus the price's `lastUpdate` (the tick's time). */
  lags: number[]
  /** Messages on a stream whose seq was not the previous one plus one. */
  gaps: number
  /** Sockets the server closed while the bench still wanted them. */
  closed: number
}

export const newReceipts = (): Receipts => ({ recording: false, lags: [], gaps: 0, closed: 0 })

interface Incoming {
  type?: string
  timestamp?: number
  channel?: string
  symbol?: string
  seq?: number
  data?: { lastUpdate?: number }
}

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString()
    : data instanceof ArrayBuffer
      ? Buffer.from(data).toString()
      : data.toString()

/** A trader's open socket; `stop` closes it as the bench's own doing, not the server's. */
export interface Trader {
  ws: WebSocket
  stop(): void
}

/**
 * One trader's socket as the engine would hold it: answers the server's pings, subscribes to
 * `symbols` on `market` and checks every stream's seq. Resolves once the subscription is
 * acknowledged.
 */
export function openTrader(
  wsUrl: string,
  token: string,
  symbols: readonly string[],
  receipts: Receipts,
): Promise<Trader> {
  const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`)
  const seqs = new Map<string, number>()
  let wanted = true
  const stop = () => {
    wanted = false
    ws.close(1000)
  }
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const now = Date.now()
      const msg = JSON.parse(textOf(data)) as Incoming
      if (msg.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong', timestamp: msg.timestamp }))
        return
      }
      if (msg.type === 'subscribed') return resolve({ ws, stop })
      if (msg.channel !== 'market' || msg.type !== undefined || msg.symbol === undefined) return
      const seq = msg.seq ?? 0
      const prev = seqs.get(msg.symbol)
      seqs.set(msg.symbol, seq)
      if (prev !== undefined && seq !== prev + 1) receipts.gaps++
      // seq 1 is the snapshot sent on subscribe, not a tick.
      if (receipts.recording && seq > 1) receipts.lags.push(now - (msg.data?.lastUpdate ?? now))
    })
    ws.once('open', () =>
      ws.send(JSON.stringify({ type: 'subscribe', channel: 'market', symbols })),
    )
    ws.once('error', reject)
    ws.once('close', (code) => {
      if (wanted) receipts.closed++
      reject(new Error(`closed (${code}) before subscribing`))
    })
  })
}

/** Opens `count` sockets, `perUser` per token, in batches so the handshakes do not pile up. */
export async function openTraders(
  wsUrl: string,
  tokens: readonly string[],
  count: number,
  perUser: number,
  symbolsOf: (i: number) => readonly string[],
  receipts: Receipts,
): Promise<Trader[]> {
  const sockets: Trader[] = []
  const BATCH = 50
  for (let from = 0; from < count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
      const i = from + k
      const token = tokens[Math.floor(i / perUser)]
      if (token === undefined) throw new Error(`no user for socket ${i}`)
      return openTrader(wsUrl, token, symbolsOf(i), receipts)
    })
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

/** Registers and signs in `count` users through the API. */
export async function signUpUsers(
  url: string,
  count: number,
  prefix: string,
): Promise<{ id: string; token: string }[]> {
  const users: { id: string; token: string }[] = []
  const one = async (i: number) => {
    const email = `${prefix}${i}@example.com`
    const password = 'correct horse battery'
    const reg = await fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, username: `${prefix}_${i}` }),
    })
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`)
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    })
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`)
    const { id } = (await reg.json()) as { id: string }
    return { id, token: ((await login.json()) as { access_token: string }).access_token }
  }
  // Argon2 runs in the server's thread pool: a few at a time keeps it busy without a queue.
  const PARALLEL = 4
  for (let from = 0; from < count; from += PARALLEL) {
    const ids = Array.from({ length: Math.min(PARALLEL, count - from) }, (_, k) => from + k)
    users.push(...(await Promise.all(ids.map(one))))
  }
  return users
}

/** The p-th percentile of ascending-sorted values. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
