import { afterEach, describe, expect, it } from 'vitest'
import { markPorts, unmarkPorts } from '../../../../src/bridge/leader/port-markers.ts'

const opened: MessagePort[] = []
afterEach(() => {
  for (const p of opened.splice(0)) p.close()
})

const port = (): MessagePort => {
  const { port1, port2 } = new MessageChannel()
  opened.push(port1, port2)
  return port1
}

describe('port markers', () => {
  it('replaces each port, however deep, by a marker and back', () => {
    const a = port()
    const b = port()
    const data = { id: 'x', argumentList: [{ type: 'HANDLER', value: a }], more: [[b]] }
    const ids = new Map<string, MessagePort>()
    const marked = markPorts(data, (p) => {
      const id = `p${ids.size}`
      ids.set(id, p)
      return id
    })
    expect(marked).toEqual({
      id: 'x',
      argumentList: [{ type: 'HANDLER', value: { __tunnelPort: 'p0' } }],
      more: [[{ __tunnelPort: 'p1' }]],
    })
    // A BroadcastChannel refuses ports: the marked data must clone without one.
    expect(() => structuredClone(marked)).not.toThrow()
    expect(ids.get('p0')).toBe(a)
    expect(ids.get('p1')).toBe(b)

    const fresh = new Map([
      ['p0', port()],
      ['p1', port()],
    ])
    const restored = unmarkPorts(marked, (id) => fresh.get(id) ?? port()) as typeof data
    expect(restored.argumentList[0]?.value).toBe(fresh.get('p0'))
    expect(restored.more[0]?.[0]).toBe(fresh.get('p1'))
    // The original is left as it was.
    expect(data.argumentList[0]?.value).toBe(a)
  })

  it('passes data without ports on as it is, uncopied', () => {
    const data = { id: 'y', type: 'RAW', value: { prices: [[1, 2], [3]], symbol: 'BTC-USD' } }
    const mark = (): string => {
      throw new Error('no port expected')
    }
    expect(markPorts(data, mark)).toBe(data)
    expect(unmarkPorts(data, () => port())).toBe(data)
  })

  it('leaves objects that merely look like markers alone', () => {
    const data = { __tunnelPort: 'p0', other: 1 }
    expect(unmarkPorts(data, () => port())).toBe(data)
  })
})
