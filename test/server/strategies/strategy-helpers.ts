import type { Backtest, BacktestSummary, Strategy } from '../../../protocol/index.ts'
import type { Api } from '../helpers.ts'

/** A trader with a portfolio (the active one) and a paused strategy from a template. */
export async function traderWithStrategy(
  api: Api,
  newUser: (api: Api, prefix?: string) => Promise<{ token: string }>,
  body: Record<string, unknown> = {},
) {
  const { token } = await newUser(api, 'strat')
  const portfolio = await api<{ id: string }>('POST', '/api/v1/portfolios', {
    token,
    json: { name: 'Strategies' },
  })
  const created = await api<Strategy>('POST', '/api/v1/strategies', {
    token,
    json: { name: 'Cross', templateId: 'ma-crossover', allocatedCapital: 10_000, ...body },
  })
  if (created.status !== 201)
    throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`)
  return { token, portfolioId: portfolio.body.id, strategy: created.body }
}

export const DAY_MS = 86_400_000

/** Polls a backtest until it has finished (completed, cancelled or failed). */
export async function finished(api: Api, token: string, id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const res = await api<Backtest>('GET', `/api/v1/backtests/${id}`, { token })
    if (!['queued', 'running'].includes(res.body.status)) return res.body
    if (Date.now() > until) throw new Error(`backtest ${id} still ${res.body.status}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export async function startBacktest(
  api: Api,
  token: string,
  strategyId: string,
  json: Record<string, unknown> = {},
) {
  return api<BacktestSummary>('POST', `/api/v1/strategies/${strategyId}/backtest`, { token, json })
}
