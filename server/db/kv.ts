import type { Queryable } from './types.ts'

export async function kvGet(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db.query<{ value: string }>('SELECT value FROM settings_kv WHERE key = $1', [
    key,
  ])
  return rows[0]?.value
}

/** Stores `make()` under `key` unless a value is already there; returns the stored value. */
export async function kvGetOrCreate(
  db: Queryable,
  key: string,
  make: () => string,
): Promise<string> {
  await db.query(
    'INSERT INTO settings_kv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [key, make()],
  )
  const value = await kvGet(db, key)
  if (value === undefined) throw new Error(`settings_kv: ${key} vanished`)
  return value
}

export async function kvSet(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO settings_kv (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value],
  )
}
