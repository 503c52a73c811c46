import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, mkdtempSync, rmSync, type ReadStream } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { KYC_EXTENSIONS, type KycMimeType } from '../../protocol/index.ts'

export interface StoredFile {
  /** Relative to the store's folder: `<userId>/<random>.<ext>`. */
  path: string
  sha256: string
}

/** KYC files on disk under DATA_DIR/kyc/<userId>/, outside the database and the web root. */
export interface KycFileStore {
  readonly dir: string
  save(userId: string, bytes: Uint8Array, type: KycMimeType): Promise<StoredFile>
  /** A stored file by its relative path; undefined when missing or outside the store. */
  open(path: string): Promise<ReadStream | undefined>
}

/** User ids are server-made; anything else must never become part of a path. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/

export function createKycFileStore(dir: string): KycFileStore {
  const root = resolve(dir)
  return {
    dir: root,
    async save(userId, bytes, type) {
      if (!SAFE_SEGMENT.test(userId)) throw new Error('unexpected user id for a file path')
      const folder = join(root, userId)
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const name = `${randomBytes(16).toString('hex')}.${KYC_EXTENSIONS[type]}`
      // `wx`: a name is never reused, and an existing file is never overwritten.
      await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o600 })
      return {
        path: `${userId}/${name}`,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }
    },
    async open(path) {
      const full = resolve(root, path)
      if (!full.startsWith(root + sep)) return undefined
      const found = await stat(full).catch(() => undefined)
      return found?.isFile() ? createReadStream(full) : undefined
    },
  }
}

const stores = new WeakMap<object, KycFileStore>()

let scratch: string | undefined
/**
 * One temporary folder per process for servers without a data folder, removed when the process
 * exits: file names are random, so servers sharing it never collide, and no test run leaves
 * folders behind.
 */
const scratchDir = (): string => {
  if (scratch === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'tradedesk-kyc-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    scratch = dir
  }
  return scratch
}

/**
 * The server's store (one per running server, keyed by its database): DATA_DIR/kyc, or a fresh
 * process-wide temporary folder when the server has no data folder (tests with an in-memory
 * database).
 */
export function kycFileStoreOf(ctx: { db: object; dataDir: string | undefined }): KycFileStore {
  let store = stores.get(ctx.db)
  if (!store) {
    store = createKycFileStore(ctx.dataDir === undefined ? scratchDir() : join(ctx.dataDir, 'kyc'))
    stores.set(ctx.db, store)
  }
  return store
}
