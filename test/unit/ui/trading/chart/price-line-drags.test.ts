import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PriceLineDrags,
  SPRING_BACK_MS,
} from '../../../../../src/trading/chart/price-line-drags.ts'
import type { PriceLine } from '../../../../../src/trading/chart/types.ts'

const order = (price: number): PriceLine => ({
  id: 'o1',
  price,
  label: 'Buy',
  kind: 'order-buy',
  draggable: true,
})

describe('a dragged price line', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows the pointer and stays where it was dropped until the caller moves it', () => {
    const redraw = vi.fn()
    const drags = new PriceLineDrags(redraw)
    drags.move('o1', 101, [order(100)])
    drags.move('o1', 102, [order(100)])
    expect(drags.moved.get('o1')).toBe(102)
    drags.drop('o1', 102)
    drags.settle([order(100)])
    expect(drags.moved.get('o1')).toBe(102)
    drags.settle([order(102)])
    expect(drags.moved.has('o1')).toBe(false)
    expect(redraw).toHaveBeenCalledTimes(3)
  })

  it('springs back when the caller never moves it', () => {
    const redraw = vi.fn()
    const drags = new PriceLineDrags(redraw)
    drags.move('o1', 90, [order(100)])
    drags.drop('o1', 90)
    vi.advanceTimersByTime(SPRING_BACK_MS - 1)
    expect(drags.moved.get('o1')).toBe(90)
    vi.advanceTimersByTime(1)
    expect(drags.moved.has('o1')).toBe(false)
    expect(redraw).toHaveBeenCalledTimes(3)
  })

  it('forgets a line that disappears', () => {
    const drags = new PriceLineDrags(() => undefined)
    drags.move('o1', 90, [order(100)])
    drags.settle([])
    expect(drags.moved.size).toBe(0)
    drags.dispose()
  })
})
