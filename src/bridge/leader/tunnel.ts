/**
 * A port tunnel: MessagePorts on this side relayed, message by message, over a shared channel
 * to their twins on the peer's side. Ports sent inside a message (Comlink's proxied callbacks)
 * are tunnelled too, under ids this side makes. The Comlink requests this side's ports sent and
 * that got no answer yet are kept, so a tunnel whose peer died can fail each of them.
 */
import { type EngineChannel, asTunnelFrame, type TunnelFrame } from './channel.ts'
import { answerIdOf, isRelease, requestIdOf, thrownAnswer } from './comlink-wire.ts'
import { markPorts, unmarkPorts } from './port-markers.ts'

/** The id of the port each side bridges first: the one its Comlink wrap or expose sits on. */
export const MAIN_PORT = 'main'

export interface TunnelEnds {
  channel: EngineChannel
  /** This end's address on the channel, unique among every tab's tunnel ends. */
  self: string
  peer: string
}

export interface PortTunnel {
  /** Relays `port` to the peer's port of the same id. */
  bridge(portId: string, port: MessagePort): void
  /** Answers every request still waiting on the peer with an Error of `message`. */
  failOutstanding(message: string): void
  /** Closes every tunnelled port and stops listening. */
  close(): void
}

export function createTunnel({ channel, self, peer }: TunnelEnds): PortTunnel {
  const ports = new Map<string, MessagePort>()
  /** Comlink request id → the port it was sent from. */
  const outstanding = new Map<string, string>()
  /** Ids of RELEASE requests seen: once answered, their port is done on both sides. */
  const releasing = new Set<string>()
  let nextPort = 0
  let closed = false

  /** Notes a request or answer crossing `portId`; true when the port has just been released. */
  function track(portId: string, data: unknown, fromLocal: boolean): boolean {
    const request = requestIdOf(data)
    if (request !== null) {
      if (fromLocal) outstanding.set(request, portId)
      if (isRelease(data)) releasing.add(request)
      return false
    }
    const answer = answerIdOf(data)
    if (answer === null) return false
    outstanding.delete(answer)
    return releasing.delete(answer)
  }

  function drop(portId: string): void {
    ports.get(portId)?.close()
    ports.delete(portId)
  }

  function bridge(portId: string, port: MessagePort): void {
    ports.set(portId, port)
    port.addEventListener('message', (event: MessageEvent) => {
      if (closed) return
      const released = track(portId, event.data, true)
      const data = markPorts(event.data, (inner) => {
        const id = `${self}:${nextPort++}`
        bridge(id, inner)
        return id
      })
      const frame: TunnelFrame = { to: peer, from: self, port: portId, data }
      channel.postMessage(frame)
      if (released) drop(portId)
    })
    port.start()
  }

  function receive(event: MessageEvent): void {
    const frame = asTunnelFrame(event.data)
    if (closed || frame === null || frame.to !== self || frame.from !== peer) return
    const port = ports.get(frame.port)
    if (port === undefined) return
    const transfer: MessagePort[] = []
    const data = unmarkPorts(frame.data, (id) => {
      const twin = new MessageChannel()
      bridge(id, twin.port1)
      transfer.push(twin.port2)
      return twin.port2
    })
    const released = track(frame.port, data, false)
    port.postMessage(data, transfer)
    if (released) drop(frame.port)
  }
  channel.addEventListener('message', receive)

  return {
    bridge,
    failOutstanding(message) {
      for (const [id, portId] of outstanding) {
        ports.get(portId)?.postMessage(thrownAnswer(id, message))
      }
      outstanding.clear()
    },
    close() {
      if (closed) return
      closed = true
      channel.removeEventListener('message', receive)
      for (const port of ports.values()) port.close()
      ports.clear()
      releasing.clear()
    },
  }
}
