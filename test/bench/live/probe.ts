/**
 * What the bench reads from inside the page: prices that reached the main thread, the worker's
 * count of ticks it fed, and every animation frame's timestamp (rAF runs once per vsync while
 * the main thread keeps up, later when it does not) while frames are being counted.
 */
export interface ProbeReading {
  /** performance.now() when read. */
  at: number
  /** Prices handed to the page's state since load. */
  received: number
  /** Ticks the synthetic feed produced since load. */
  fed: number
  /** rAF intervals (ms) since the previous reading. */
  frameIntervals: number[]
}

let received = 0
let fedSource: () => Promise<number> = () => Promise.resolve(0)
let lastFrame: number | null = null
let intervals: number[] = []
let counting = false

/**
 * A rAF loop makes the page produce a frame at every vsync, which costs main-thread time of its
 * own; it runs only in the window that measures frames, not in the one that measures busy time.
 */
function onFrame(time: number): void {
  if (!counting) {
    lastFrame = null
    return
  }
  if (lastFrame !== null) intervals.push(time - lastFrame)
  lastFrame = time
  requestAnimationFrame(onFrame)
}

function countFrames(on: boolean): void {
  if (on && !counting) requestAnimationFrame(onFrame)
  counting = on
  intervals = []
}

export const probe = {
  received(count: number): void {
    received += count
  },
  start(fed: () => Promise<number>): void {
    fedSource = fed
    Object.assign(window, { benchProbe: read, benchCountFrames: countFrames })
  },
}

async function read(): Promise<ProbeReading> {
  // Read now: the worker's answer may queue behind a backlog of ticks, but its count is current.
  const at = performance.now()
  const count = received
  const frameIntervals = intervals
  intervals = []
  return { at, received: count, fed: await fedSource(), frameIntervals }
}
