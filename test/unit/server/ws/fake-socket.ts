import { EventEmitter } from 'node:events'

/** Just enough of a ws socket for the hub: records what is sent and how it was closed. */
export class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readonly CONNECTING = 0
  readyState = 1
  bufferedAmount = 0
  readonly sent: Record<string, unknown>[] = []
  closedWith: { code: number; reason: string } | undefined
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>)
  }
  close(code: number, reason: string): void {
    this.readyState = 3
    this.closedWith = { code, reason }
    this.emit('close')
  }
  terminate(): void {
    this.readyState = 3
  }
  receive(msg: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(msg)), false)
  }
}
