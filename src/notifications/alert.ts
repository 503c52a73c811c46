/**
 * What a new notification does besides joining the list: a toast in every tab (unless in-app
 * notices are off), and, in one tab only, a short beep and a desktop notification when the
 * trader's switches and the browser's permission allow.
 */
import { REFUSED_REPLAY_TITLE } from '../../protocol/index.ts'
import { toast } from '../components/toast/toast.ts'
import { toastOf } from './present.ts'
import type { AppNotification } from './view.ts'

export interface AlertSwitches {
  inApp: boolean
  /** The server's sound preference and this browser's Sound switch, both on. */
  sound: boolean
  /** The server's push preference and this browser's Desktop switch, both on. */
  desktop: boolean
}

/** A short two-tone beep from WebAudio: no sound file to ship or cache. */
export function beep(): void {
  const Ctx = globalThis.AudioContext as typeof AudioContext | undefined
  if (Ctx === undefined) return
  try {
    const ctx = new Ctx()
    const gain = ctx.createGain()
    gain.gain.setValueAtTime(0.08, ctx.currentTime)
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25)
    gain.connect(ctx.destination)
    const osc = ctx.createOscillator()
    osc.frequency.setValueAtTime(880, ctx.currentTime)
    osc.frequency.setValueAtTime(1320, ctx.currentTime + 0.1)
    osc.connect(gain)
    osc.start()
    osc.stop(ctx.currentTime + 0.25)
    osc.onended = () => void ctx.close()
  } catch {
    // Autoplay rules may refuse audio before the first click: the toast still shows.
  }
}

export const desktopPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission

export function showDesktop(n: AppNotification): void {
  if (desktopPermission() !== 'granted') return
  // The tag makes a second tab's copy replace the first rather than stack.
  new Notification(n.title, { body: n.message, tag: n.id })
}

/**
 * Runs `fn` in one tab only: every tab hears the same push, the first to take the lock plays it
 * and holds the lock long enough for the others to find it taken.
 */
export function inOneTab(id: string, fn: () => void): void {
  const locks = globalThis.navigator?.locks as LockManager | undefined
  if (locks === undefined) return fn()
  void locks
    .request(`notification-alert-${id}`, { ifAvailable: true }, async (lock) => {
      if (lock === null) return
      fn()
      await new Promise((r) => setTimeout(r, 5_000))
    })
    .catch(() => undefined)
}

export function alertOf(n: AppNotification, on: AlertSwitches): void {
  // The order notice has said it in every open tab already (src/data/order-notices.ts).
  if (on.inApp && n.title !== REFUSED_REPLAY_TITLE) {
    const t = toastOf(n)
    toast(t.message, t.options)
  }
  if (!on.sound && !on.desktop) return
  inOneTab(n.id, () => {
    if (on.sound) beep()
    if (on.desktop) showDesktop(n)
  })
}
