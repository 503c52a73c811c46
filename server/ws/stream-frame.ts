import { checkStreamData, type StreamSend } from './outgoing.ts'

/**
 * A stream message serialised once for all the sockets it goes to: only the seq differs between
 * them, so each socket appends its own to the shared text instead of stringifying the payload
 * again (a tick fans out to every subscriber of its symbol).
 */
export class StreamFrame {
  private head: string | undefined
  private checked = false

  constructor(readonly message: StreamSend) {}

  /** The message with `seq` last, as `JSON.stringify({ ...message, seq })` would write it. */
  text(seq: number): string {
    this.head ??= `${JSON.stringify(this.message).slice(0, -1)},"seq":`
    return `${this.head}${seq}}`
  }

  /** Checked mode (see outgoing.ts), once per frame rather than once per socket. */
  check(): void {
    if (this.checked) return
    checkStreamData(this.message.channel, this.message.data)
    this.checked = true
  }
}
