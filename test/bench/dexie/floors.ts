/**
 * What the browser itself can do, to tell Dexie's cost from IndexedDB's: the same order rows
 * put straight through the IndexedDB API into a store shaped like the engine's orders table
 * (key `id`, index `portfolioId`), one transaction per batch, with a chosen durability.
 */
import type { Order } from '../../../protocol/index.ts'

export type Durability = 'default' | 'relaxed' | 'strict'

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

function openRaw(name: string, indexed: boolean): Promise<IDBDatabase> {
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('orders', { keyPath: 'id' })
    if (indexed) store.createIndex('portfolioId', 'portfolioId')
  }
  return request(open)
}

function commit(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'))
  })
}

/** Writes every batch in its own transaction; the elapsed ms and the rows then stored. */
export async function rawPuts(
  name: string,
  batches: readonly (readonly Order[])[],
  durability: Durability,
  indexed: boolean,
): Promise<{ ms: number; stored: number }> {
  const db = await openRaw(name, indexed)
  try {
    const t0 = performance.now()
    for (const batch of batches) {
      const tx = db.transaction('orders', 'readwrite', { durability })
      const store = tx.objectStore('orders')
      for (const row of batch) store.put(row)
      await commit(tx)
    }
    const ms = performance.now() - t0
    const stored = await request(db.transaction('orders').objectStore('orders').count())
    return { ms, stored }
  } finally {
    db.close()
    await request(indexedDB.deleteDatabase(name))
  }
}
