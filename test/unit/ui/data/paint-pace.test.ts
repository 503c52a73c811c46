import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_PAINT_MS, cancelPaint, pacePaint } from '../../../../src/data/paint-pace.ts'
import { flashPrice } from '../../../../src/pages/dashboard/price-flash.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the list paint pace', () => {
  it('writes each row once per pace with its latest value, all rows in one go', () => {
    const written: string[] = []
    const a = {}
    const b = {}
    pacePaint(a, () => written.push('a1'))
    pacePaint(b, () => written.push('b1'))
    pacePaint(a, () => written.push('a2'))
    vi.advanceTimersByTime(LIST_PAINT_MS - 1)
    expect(written).toEqual([])
    vi.advanceTimersByTime(1)
    expect(written).toEqual(['a2', 'b1'])
    // Nothing pending: no further paint.
    vi.advanceTimersByTime(LIST_PAINT_MS * 3)
    expect(written).toEqual(['a2', 'b1'])
  })

  it('at most one paint per pace however many values arrive', () => {
    let paints = 0
    const row = {}
    for (let t = 0; t < 1000; t += 50) {
      pacePaint(row, () => (paints += 1))
      vi.advanceTimersByTime(50)
    }
    expect(paints).toBe(1000 / LIST_PAINT_MS)
  })

  it('drops the pending write of a row that has gone', () => {
    const written: string[] = []
    const row = {}
    pacePaint(row, () => written.push('late'))
    cancelPaint(row)
    vi.advanceTimersByTime(LIST_PAINT_MS)
    expect(written).toEqual([])
  })
})

describe('the price flash', () => {
  const cell = () => ({ dataset: {} as Record<string, string> }) as unknown as HTMLElement

  it('tints up or down on a move, not on the first value or an equal one, then clears', () => {
    const el = cell()
    flashPrice(el, null, 100)
    expect(el.dataset.flash).toBeUndefined()
    flashPrice(el, 100, 100)
    expect(el.dataset.flash).toBeUndefined()
    flashPrice(el, 100, 101)
    expect(el.dataset.flash).toBe('up')
    flashPrice(el, 101, 99)
    expect(el.dataset.flash).toBe('down')
    vi.advanceTimersByTime(1_000)
    expect(el.dataset.flash).toBeUndefined()
  })

  it('a cell that keeps moving stays lit; one that stops clears while others move', () => {
    const busy = cell()
    const quiet = cell()
    flashPrice(quiet, 1, 2)
    for (let i = 0; i < 20; i += 1) {
      flashPrice(busy, 10 + i, 11 + i)
      vi.advanceTimersByTime(50)
    }
    expect(busy.dataset.flash).toBe('up')
    expect(quiet.dataset.flash).toBeUndefined()
  })
})
