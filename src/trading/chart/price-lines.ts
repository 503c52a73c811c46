/**
 * Horizontal price lines (orders, positions, liquidation) drawn over the plot with a label at the
 * price axis, and the test for "is the pointer on a line the trader may drag".
 */
import type uPlot from 'uplot'
import { formatPrice } from '../../lib/format.ts'
import type { PriceLine, PriceLineKind } from './types.ts'

/** How close (CSS px) the pointer must come to a line to grab it (a finger is not a mouse). */
export const GRAB_DISTANCE_PX = 8

/** The draggable line nearest to `y` (CSS px in the plot), if one is within `distance`. */
export function lineAt(
  lines: readonly PriceLine[],
  y: number,
  toY: (price: number) => number,
  distance = GRAB_DISTANCE_PX,
): PriceLine | null {
  let best: PriceLine | null = null
  let bestDistance = distance
  for (const line of lines) {
    if (!line.draggable) continue
    const d = Math.abs(toY(line.price) - y)
    if (d <= bestDistance) {
      best = line
      bestDistance = d
    }
  }
  return best
}

export const priceLineText = (line: PriceLine, price: number): string =>
  `${line.label} ${formatPrice(price)}`

export interface PriceLineStyle {
  colors: Record<PriceLineKind, string>
  labelText: string
}

/** Draws each line at its price, or at `moved` while the trader is dragging it. */
export function drawPriceLines(
  u: uPlot,
  lines: readonly PriceLine[],
  moved: ReadonlyMap<string, number>,
  style: PriceLineStyle,
): void {
  if (lines.length === 0) return
  const { left, top, width, height } = u.bbox
  const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1
  const ctx = u.ctx
  ctx.save()
  ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`
  ctx.textBaseline = 'middle'
  for (const line of lines) {
    const price = moved.get(line.id) ?? line.price
    const y = Math.round(u.valToPos(price, 'y', true))
    if (y < top || y > top + height) continue
    const color = style.colors[line.kind]
    ctx.strokeStyle = color
    ctx.lineWidth = ratio
    ctx.setLineDash(line.kind === 'liquidation' ? [2 * ratio, 3 * ratio] : [6 * ratio, 4 * ratio])
    ctx.beginPath()
    ctx.moveTo(left, y + 0.5)
    ctx.lineTo(left + width, y + 0.5)
    ctx.stroke()

    const text = priceLineText(line, price)
    const pad = 4 * ratio
    const boxWidth = ctx.measureText(text).width + pad * 2
    const boxHeight = 16 * ratio
    const boxLeft = left + width - boxWidth
    ctx.fillStyle = color
    ctx.fillRect(boxLeft, y - boxHeight / 2, boxWidth, boxHeight)
    ctx.fillStyle = style.labelText
    ctx.fillText(text, boxLeft + pad, y)
  }
  ctx.restore()
}
