/**
 * Where dragged price lines are drawn while the trader drags them and just after: a dropped line
 * stays where it was let go until the caller moves it there (its `price` changes), or, if the
 * caller never does (the change was refused), it springs back after a moment.
 */
import type { PriceLine } from './types.ts'

export const SPRING_BACK_MS = 3000

export class PriceLineDrags {
  /** Line id → the price it is drawn at instead of its own. */
  readonly moved = new Map<string, number>()
  private readonly startPrices = new Map<string, number>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(private readonly redraw: () => void) {}

  move(id: string, price: number, lines: readonly PriceLine[] = []): void {
    if (!this.startPrices.has(id)) {
      const start = lines.find((l) => l.id === id)?.price ?? this.moved.get(id)
      this.startPrices.set(id, start ?? price)
    }
    this.clearTimer(id)
    this.moved.set(id, price)
    this.redraw()
  }

  drop(id: string, price: number): void {
    this.moved.set(id, price)
    this.clearTimer(id)
    this.timers.set(
      id,
      setTimeout(() => this.forget(id), SPRING_BACK_MS),
    )
    this.redraw()
  }

  /** New lines from the caller: a moved line whose price changed (or that is gone) is settled. */
  settle(lines: readonly PriceLine[]): void {
    for (const id of [...this.moved.keys()]) {
      const line = lines.find((l) => l.id === id)
      if (!line || line.price !== this.startPrices.get(id)) this.forget(id, false)
    }
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private forget(id: string, redraw = true): void {
    this.clearTimer(id)
    this.moved.delete(id)
    this.startPrices.delete(id)
    if (redraw) this.redraw()
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    this.timers.delete(id)
  }
}
