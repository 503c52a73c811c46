import { describe, expect, it } from 'vitest'
import { lineAt, priceLineText } from '../../../../../src/trading/chart/price-lines.ts'
import type { PriceLine } from '../../../../../src/trading/chart/types.ts'

const line = (id: string, price: number, draggable = true): PriceLine => ({
  id,
  price,
  label: id,
  kind: 'order-buy',
  draggable,
})
/** 1 px per unit of price, price 0 at y = 500. */
const toY = (price: number) => 500 - price

describe('grabbing a price line', () => {
  it('finds the nearest draggable line within the grab distance', () => {
    const lines = [line('a', 100), line('b', 104), line('liq', 102, false)]
    expect(lineAt(lines, 500 - 103, toY)?.id).toBe('b')
    expect(lineAt(lines, 500 - 101, toY)?.id).toBe('a')
    expect(lineAt(lines, 500 - 120, toY)).toBeNull()
  })

  it('never grabs a line that is not draggable', () => {
    expect(lineAt([line('liq', 100, false)], 400, toY)).toBeNull()
  })

  it('labels a line with its name and price', () => {
    expect(priceLineText(line('Buy 0.5', 100), 65000.5)).toBe('Buy 0.5 65,000.50')
  })
})
