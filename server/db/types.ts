/** Parameters accepted by both PGlite and node-postgres. */
export type SqlParam = string | number | boolean | null | Date

/** The part of a database both a connection and an open transaction offer. */
export interface Queryable {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type DbKind = 'pglite' | 'postgres'

export interface Db extends Queryable {
  readonly kind: DbKind
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
