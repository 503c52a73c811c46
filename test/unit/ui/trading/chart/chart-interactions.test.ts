import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import {
  attachInteractions,
  type InteractionTarget,
} from '../../../../../src/trading/chart/chart-interactions.ts'
import type { PriceLine } from '../../../../../src/trading/chart/types.ts'

/** Just enough of an element for pointer gestures: events, classes and pointer capture. */
class Surface extends EventTarget {
  readonly classList = { add() {}, remove() {}, toggle() {} }
  readonly clientHeight = 100
  setPointerCapture() {}
  hasPointerCapture() {
    return true
  }
  releasePointerCapture() {}
}

function pointer(type: string, clientY: number): Event {
  return Object.assign(new Event(type), { button: 0, pointerId: 1, clientX: 50, clientY })
}

/** A 100 px tall plot where price = 100 − y, with one order line at 50. */
function setUp() {
  const calls: string[] = []
  const plot = {
    over: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 100, height: 100 }) },
    valToPos: (price: number) => 100 - price,
    posToVal: (y: number) => 100 - y,
  } as unknown as uPlot
  const line: PriceLine = { id: 'o1', price: 50, label: 'Buy', kind: 'order-buy', draggable: true }
  const target: InteractionTarget = {
    pricePlot: () => plot,
    view: () => ({ min: 0, max: 100 }),
    lines: () => [line],
    pan: (s) => calls.push(`pan ${s}`),
    zoom: () => calls.push('zoom'),
    showLatest: () => calls.push('latest'),
    showOldest: () => calls.push('oldest'),
    moveLine: (id, price) => calls.push(`move ${id} ${price}`),
    dropLine: (id, price) => calls.push(`drop ${id} ${price}`),
    holdPriceScale: (hold) => calls.push(hold ? 'hold' : 'release'),
  }
  const el = new Surface()
  attachInteractions(el as unknown as HTMLElement, target)
  return { el, calls }
}

describe('dragging a price line on the chart', () => {
  it('holds the price scale from grab to drop and drops at the pointer', () => {
    const { el, calls } = setUp()
    el.dispatchEvent(pointer('pointerdown', 50))
    el.dispatchEvent(pointer('pointermove', 40))
    el.dispatchEvent(pointer('pointerup', 40))
    expect(calls).toEqual(['hold', 'move o1 60', 'drop o1 60', 'release'])
  })

  it('puts the line back and sends nothing when the browser cancels the gesture', () => {
    const { el, calls } = setUp()
    el.dispatchEvent(pointer('pointerdown', 50))
    el.dispatchEvent(pointer('pointermove', 30))
    el.dispatchEvent(pointer('pointercancel', 30))
    expect(calls).toEqual(['hold', 'move o1 70', 'move o1 50', 'release'])
    expect(calls.some((c) => c.startsWith('drop'))).toBe(false)
  })

  it('pans, without holding the scale, when the pointer is not on a line', () => {
    const { el, calls } = setUp()
    el.dispatchEvent(pointer('pointerdown', 10))
    el.dispatchEvent(pointer('pointerup', 10))
    expect(calls).toEqual([])
  })
})
