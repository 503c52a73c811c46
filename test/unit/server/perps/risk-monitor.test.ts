import { describe, expect, it } from 'vitest'
import {
  createRiskMonitor,
  positionLiquidationPrice,
  type MonitoredPosition,
} from '../../../../server/perps/index.ts'

// 10x long from 100, size 1: liquidation ≈ 90.4523; 80 % of the way down is ≈ 92.36.
const long: MonitoredPosition = {
  id: 'p1',
  portfolioId: 'pf',
  userId: 'u1',
  symbol: 'BTC-USD',
  side: 'long',
  size: 1,
  entryPrice: 100,
  margin: 10,
  leverage: 10,
}
const short: MonitoredPosition = { ...long, id: 'p2', side: 'short' }

function setup() {
  let t = 1_000_000
  const monitor = createRiskMonitor({ warnDistance: 0.2, warnEveryMs: 60_000, now: () => t })
  let mark = 100
  const check = (positions = [long]) => monitor.check(positions, () => mark)
  return {
    monitor,
    check,
    setMark: (m: number) => (mark = m),
    advance: (ms: number) => (t += ms),
  }
}

describe('risk monitor', () => {
  it('is quiet while the position is comfortable or in profit', () => {
    const s = setup()
    expect(s.check()).toEqual({ warnings: [], liquidations: [] })
    s.setMark(95)
    expect(s.check().warnings).toEqual([])
    s.setMark(140)
    expect(s.check([short]).warnings).toEqual([])
  })

  it('warns near liquidation, at most once per interval', () => {
    const s = setup()
    s.setMark(92)
    const first = s.check()
    expect(first.liquidations).toEqual([])
    expect(first.warnings).toHaveLength(1)
    const w = first.warnings[0]
    expect(w?.userId).toBe('u1')
    expect(w?.data).toMatchObject({ positionId: 'p1', portfolioId: 'pf', symbol: 'BTC-USD' })
    expect(w?.data.liquidationPrice).toBeCloseTo(90.4523, 4)
    expect(w?.data.distance).toBeCloseTo((92 - 90.4523) / 92, 5)
    s.advance(30_000)
    expect(s.check().warnings).toEqual([])
    s.advance(30_000)
    expect(s.check().warnings).toHaveLength(1)
  })

  it('forget lets a new position be warned at once', () => {
    const s = setup()
    s.setMark(92)
    expect(s.check().warnings).toHaveLength(1)
    s.monitor.forget('p1')
    expect(s.check().warnings).toHaveLength(1)
  })

  it('liquidates when the mark crosses the liquidation price', () => {
    const s = setup()
    s.setMark(90.46)
    expect(s.check().liquidations).toEqual([])
    s.setMark(positionLiquidationPrice(long))
    expect(s.check()).toEqual({ warnings: [], liquidations: ['p1'] })
    s.setMark(120)
    expect(s.check([long, short]).liquidations).toEqual(['p2'])
  })

  it('skips symbols without a mark', () => {
    const monitor = createRiskMonitor()
    expect(monitor.check([long], () => undefined)).toEqual({ warnings: [], liquidations: [] })
  })
})
