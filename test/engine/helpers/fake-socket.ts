/** A WebSocket stand-in the tests drive by hand: open, receive, close. */
import type { SocketCtor, SocketLike } from '../../../workers/engine/deps.ts'

export class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  readonly sent: string[] = []
  closedWith: number | null = null

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data)
  }
  close(code = 1000): void {
    this.closedWith = code
  }

  // Test drivers
  open(): void {
    this.onopen?.({})
  }
  serverClose(code: number): void {
    this.onerror?.({})
    this.onclose?.({ code })
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) })
  }
  /** Sent frames, parsed. */
  frames(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown)
  }
}

/** A constructor whose instances are recorded, one list per test. */
export function fakeSocketClass(): { Ctor: SocketCtor; instances: FakeSocket[] } {
  const instances: FakeSocket[] = []
  class Recorded extends FakeSocket {
    constructor(url: string) {
      super(url)
      instances.push(this)
    }
  }
  return { Ctor: Recorded, instances }
}
