/**
 * A BroadcastChannel cannot transfer a MessagePort, and Comlink sends one inside the message data
 * for every proxied callback. Before a message crosses the channel each port in it becomes a
 * marker `{ __tunnelPort: id }`; on the far side each marker becomes a fresh port again.
 */
export interface PortMarker {
  __tunnelPort: string
}

const isPort = (value: unknown): value is MessagePort =>
  typeof MessagePort !== 'undefined' && value instanceof MessagePort

export const isPortMarker = (value: unknown): value is PortMarker =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PortMarker>).__tunnelPort === 'string' &&
  Object.keys(value).length === 1

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * `value` with every part `swap` picks replaced by what it answers; the parts it leaves alone
 * (undefined) keep their identity, so data without ports is passed on as it is, uncopied.
 */
function replaceDeep(value: unknown, swap: (part: unknown) => unknown): unknown {
  const swapped = swap(value)
  if (swapped !== undefined) return swapped
  if (Array.isArray(value)) {
    const list: readonly unknown[] = value
    let copy: unknown[] | null = null
    list.forEach((item, i) => {
      const next = replaceDeep(item, swap)
      if (next === item) return
      copy ??= [...list]
      copy[i] = next
    })
    return copy ?? list
  }
  if (!isPlainObject(value)) return value
  let copy: Record<string, unknown> | null = null
  for (const [key, item] of Object.entries(value)) {
    const next = replaceDeep(item, swap)
    if (next === item) continue
    copy ??= { ...value }
    copy[key] = next
  }
  return copy ?? value
}

/** `data` with each port replaced by a marker of the id `mark` gives it. */
export const markPorts = (data: unknown, mark: (port: MessagePort) => string): unknown =>
  replaceDeep(data, (part) => (isPort(part) ? { __tunnelPort: mark(part) } : undefined))

/** `data` with each marker replaced by the port `open` makes for its id. */
export const unmarkPorts = (data: unknown, open: (id: string) => MessagePort): unknown =>
  replaceDeep(data, (part) => (isPortMarker(part) ? open(part.__tunnelPort) : undefined))
