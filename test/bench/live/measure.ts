/**
 * Opens one bench page in Chromium and measures a window of it: main-thread busy time from the
 * DevTools Performance domain (TaskDuration: the summed duration of every task the renderer's
 * main thread ran, workers excluded), with its script, style and layout parts, and the page's
 * own tick counts (probe.ts); then a second window of the same length counts its rAF intervals
 * (a rAF loop costs main-thread time itself, so it stays out of the busy window).
 */
import type { Browser, CDPSession } from 'playwright-core'
import type { ProbeReading } from './probe.ts'

export interface PageFigures {
  busyMsPerS: number
  /** The main thread's CPU time: the busy time less what other processes took from it. */
  cpuMsPerS: number
  scriptMsPerS: number
  styleMsPerS: number
  layoutMsPerS: number
  frameP50: number
  frameP95: number
  /** Share of frames that came later than 1.5 vsync intervals. */
  lateFrames: number
  fedPerS: number
  receivedPerS: number
}

const VSYNC_MS = 1000 / 60

type Metrics = Record<string, number>

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

const read = (page: { evaluate: <T>(fn: () => Promise<T>) => Promise<T> }) =>
  page.evaluate(() =>
    (window as unknown as { benchProbe: () => Promise<ProbeReading> }).benchProbe(),
  )

const countFrames = (
  page: { evaluate: <T, A>(fn: (a: A) => T, a: A) => Promise<T> },
  on: boolean,
) =>
  page.evaluate(
    (v: boolean) =>
      (window as unknown as { benchCountFrames: (on: boolean) => void }).benchCountFrames(v),
    on,
  )

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
}

export async function measurePage(
  browser: Browser,
  url: string,
  warmupMs: number,
  windowMs: number,
): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(url)
    await page.waitForFunction(() => 'benchProbe' in window)
    await page.waitForTimeout(warmupMs)

    // Busy time first, with nothing in the page asking for frames; then frames, counted by rAF.
    const m0 = await metrics(cdp)
    const r0 = await read(page)
    await page.waitForTimeout(windowMs)
    const m1 = await metrics(cdp)
    const r1 = await read(page)
    await countFrames(page, true)
    await page.waitForTimeout(windowMs)
    const { frameIntervals } = await read(page)
    await countFrames(page, false)

    const delta = (name: string) => (m1[name] ?? 0) - (m0[name] ?? 0)
    const wall = delta('Timestamp')
    const perS = (seconds: number) => (seconds * 1000) / wall
    const pageSeconds = (r1.at - r0.at) / 1000
    const frames = [...frameIntervals].sort((a, b) => a - b)
    return {
      busyMsPerS: perS(delta('TaskDuration')),
      cpuMsPerS: perS(delta('ThreadTime')),
      scriptMsPerS: perS(delta('ScriptDuration')),
      styleMsPerS: perS(delta('RecalcStyleDuration')),
      layoutMsPerS: perS(delta('LayoutDuration')),
      frameP50: percentile(frames, 0.5),
      frameP95: percentile(frames, 0.95),
      lateFrames: frames.filter((f) => f > 1.5 * VSYNC_MS).length / Math.max(1, frames.length),
      fedPerS: (r1.fed - r0.fed) / pageSeconds,
      receivedPerS: (r1.received - r0.received) / pageSeconds,
    }
  } finally {
    await context.close()
  }
}
