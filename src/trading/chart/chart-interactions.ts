/**
 * Pointer, wheel and keyboard handling of a chart: drag or wheel sideways to pan, wheel to zoom
 * around the pointer, arrows and +/− when the chart has focus, and dragging a draggable price
 * line up or down. Everything goes through `target`; this file only turns events into intents.
 */
import type uPlot from 'uplot'
import { lineAt } from './price-lines.ts'
import type { PriceLine } from './types.ts'
import type { TimeWindow } from './view.ts'

export interface InteractionTarget {
  pricePlot(): uPlot | null
  view(): TimeWindow | null
  lines(): readonly PriceLine[]
  pan(seconds: number): void
  zoom(factor: number, anchor: number): void
  showLatest(): void
  showOldest(): void
  /** The trader is dragging line `id`, now at `price`. */
  moveLine(id: string, price: number): void
  /** The trader let go of line `id` at `price`. */
  dropLine(id: string, price: number): void
  /** A line is grabbed (true) or let go (false): the price scale holds still meanwhile. */
  holdPriceScale(hold: boolean): void
}

const KEY_PAN_FRACTION = 0.1
const KEY_ZOOM = 1.25
const WHEEL_ZOOM_PER_PX = 0.002
const LINE_HEIGHT_PX = 16

type Gesture =
  { kind: 'pan'; lastX: number } | { kind: 'line'; id: string; start: number; price: number } | null

export function attachInteractions(el: HTMLElement, target: InteractionTarget): () => void {
  let gesture: Gesture = null

  /** Pointer position in the price plot's drawing area, with seconds per CSS pixel. */
  function locate(e: { clientX: number; clientY: number }) {
    const u = target.pricePlot()
    const view = target.view()
    if (!u || !view) return null
    const rect = u.over.getBoundingClientRect()
    if (rect.width === 0) return null
    const x = e.clientX - rect.left
    const y = e.clientY - rect.top
    const onPricePlot = x >= 0 && x <= rect.width && y >= 0 && y <= rect.height
    const perPx = (view.max - view.min) / rect.width
    return { u, x, y, onPricePlot, perPx, time: view.min + x * perPx }
  }

  function grabbedLine(e: PointerEvent): PriceLine | null {
    const at = locate(e)
    if (!at?.onPricePlot) return null
    return lineAt(target.lines(), at.y, (price) => at.u.valToPos(price, 'y'))
  }

  function onPointerDown(e: PointerEvent) {
    if (e.button !== 0) return
    const line = grabbedLine(e)
    gesture = line
      ? { kind: 'line', id: line.id, start: line.price, price: line.price }
      : { kind: 'pan', lastX: e.clientX }
    if (line) target.holdPriceScale(true)
    el.setPointerCapture(e.pointerId)
    el.classList.add(line ? 'is-dragging-line' : 'is-panning')
  }

  function onPointerMove(e: PointerEvent) {
    if (gesture === null) {
      el.classList.toggle('is-over-line', grabbedLine(e) !== null)
      return
    }
    const at = locate(e)
    if (!at) return
    if (gesture.kind === 'pan') {
      target.pan(-(e.clientX - gesture.lastX) * at.perPx)
      gesture.lastX = e.clientX
    } else {
      gesture.price = at.u.posToVal(at.y, 'y')
      target.moveLine(gesture.id, gesture.price)
    }
  }

  /** Let go: a dragged line is dropped where it is, unless the browser cancelled the gesture. */
  function end(e: PointerEvent, dropped: boolean) {
    if (gesture?.kind === 'line') {
      if (dropped) target.dropLine(gesture.id, gesture.price)
      else target.moveLine(gesture.id, gesture.start)
      target.holdPriceScale(false)
    }
    gesture = null
    if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId)
    el.classList.remove('is-dragging-line', 'is-panning')
  }

  function onWheel(e: WheelEvent) {
    const at = locate(e)
    if (!at) return
    e.preventDefault()
    const unit = e.deltaMode === 1 ? LINE_HEIGHT_PX : e.deltaMode === 2 ? el.clientHeight : 1
    const dx = e.deltaX * unit
    const dy = e.deltaY * unit
    if (e.shiftKey || Math.abs(dx) > Math.abs(dy))
      target.pan((e.shiftKey ? dy || dx : dx) * at.perPx)
    else target.zoom(Math.exp(dy * WHEEL_ZOOM_PER_PX), at.time)
  }

  function onKeyDown(e: KeyboardEvent) {
    const view = target.view()
    if (!view || e.altKey || e.ctrlKey || e.metaKey) return
    const width = view.max - view.min
    const centre = view.min + width / 2
    const actions: Record<string, () => void> = {
      ArrowLeft: () => target.pan(-width * KEY_PAN_FRACTION),
      ArrowRight: () => target.pan(width * KEY_PAN_FRACTION),
      ArrowUp: () => target.zoom(1 / KEY_ZOOM, centre),
      '+': () => target.zoom(1 / KEY_ZOOM, centre),
      '=': () => target.zoom(1 / KEY_ZOOM, centre),
      ArrowDown: () => target.zoom(KEY_ZOOM, centre),
      '-': () => target.zoom(KEY_ZOOM, centre),
      Home: () => target.showOldest(),
      End: () => target.showLatest(),
    }
    const action = actions[e.key]
    if (!action) return
    e.preventDefault()
    action()
  }

  el.addEventListener('pointerdown', onPointerDown)
  el.addEventListener('pointermove', onPointerMove)
  const onPointerUp = (e: PointerEvent) => end(e, true)
  const onPointerCancel = (e: PointerEvent) => end(e, false)
  el.addEventListener('pointerup', onPointerUp)
  el.addEventListener('pointercancel', onPointerCancel)
  el.addEventListener('wheel', onWheel, { passive: false })
  el.addEventListener('keydown', onKeyDown)
  return () => {
    el.removeEventListener('pointerdown', onPointerDown)
    el.removeEventListener('pointermove', onPointerMove)
    el.removeEventListener('pointerup', onPointerUp)
    el.removeEventListener('pointercancel', onPointerCancel)
    el.removeEventListener('wheel', onWheel)
    el.removeEventListener('keydown', onKeyDown)
  }
}
