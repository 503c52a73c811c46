/**
 * The price flash: a cell tinted green or red for a moment when its price moves. No animation
 * runs: the tint is an attribute set with the new price and cleared by one shared timer, so a
 * screen of moving prices costs the main thread a style update per change, not work per frame.
 */
const FLASH_MS = 400
/** How often lit cells are checked; a flash lasts FLASH_MS to FLASH_MS + TICK_MS. */
const TICK_MS = 100

const motion =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null

const lit = new Map<HTMLElement, number>()
let timer: ReturnType<typeof setTimeout> | null = null
let lastClear = 0

/** Ends the flashes that are due; runs with price writes, or on the timer when prices stop. */
function clearExpired(now: number): void {
  lastClear = now
  for (const [el, until] of lit) {
    if (until > now) continue
    delete el.dataset.flash
    lit.delete(el)
  }
}

function onTimer(): void {
  timer = null
  clearExpired(performance.now())
  if (lit.size > 0) timer = setTimeout(onTimer, TICK_MS)
}

/** Flashes `el` up or down when `after` differs from `before` (not on the first value). */
export function flashPrice(el: HTMLElement, before: number | null, after: number | null): void {
  if (before === null || after === null || before === after || motion?.matches) return
  const now = performance.now()
  // Cleared in the same task as the new prices, the flashes' ends cost no frame of their own.
  if (now - lastClear >= TICK_MS) clearExpired(now)
  const dir = after > before ? 'up' : 'down'
  if (el.dataset.flash !== dir) el.dataset.flash = dir
  lit.set(el, now + FLASH_MS)
  timer ??= setTimeout(onTimer, TICK_MS)
}
