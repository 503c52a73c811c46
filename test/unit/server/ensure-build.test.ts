import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildIsStale } from '../../../server/cli/ensure-build.ts'

let root = ''
const touch = async (path: string, secondsAgo: number): Promise<void> => {
  await mkdir(join(root, path, '..'), { recursive: true })
  await writeFile(join(root, path), 'x')
  const t = new Date(Date.now() - secondsAgo * 1000)
  await utimes(join(root, path), t, t)
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tradedesk-build-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('buildIsStale', () => {
  it('is stale without dist/index.html', async () => {
    await touch('src/main.tsx', 100)
    expect(await buildIsStale(root)).toBe(true)
  })

  it('is fresh when the build is newer than every source', async () => {
    await touch('src/app/deep/page.tsx', 100)
    await touch('protocol/x.ts', 90)
    await touch('index.html', 80)
    await touch('dist/index.html', 10)
    expect(await buildIsStale(root)).toBe(false)
  })

  it('is stale when any source (nested, or a top-level file) is newer', async () => {
    await touch('dist/index.html', 50)
    await touch('workers/engine/deep/file.ts', 100)
    expect(await buildIsStale(root)).toBe(false)
    await touch('workers/engine/deep/file.ts', 5)
    expect(await buildIsStale(root)).toBe(true)
    await touch('workers/engine/deep/file.ts', 100)
    await touch('vite.config.ts', 1)
    expect(await buildIsStale(root)).toBe(true)
  })
})
