import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

const SOURCE_DIRS = ['src', 'workers', 'protocol', 'public']
const SOURCE_FILES = ['index.html', 'vite.config.ts']

/** Newest modification time under `path` (a file or a folder, walked recursively); 0 when absent. */
export async function newestMtime(path: string): Promise<number> {
  let info
  try {
    info = await stat(path)
  } catch {
    return 0
  }
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, await newestMtime(join(path, entry.name)))
  }
  return newest
}

/** True when dist/index.html is missing or older than any app source. */
export async function buildIsStale(root: string, distDir = join(root, 'dist')): Promise<boolean> {
  const built = await newestMtime(join(distDir, 'index.html'))
  if (built === 0) return true
  const sources = await Promise.all(
    [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(join(root, p))),
  )
  return Math.max(...sources) > built
}

const runVite = (root: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      // A caller's NODE_ENV (test, development) would make a development build without the
      // service worker registration; what `npm start` serves is always the production app.
      env: { ...process.env, NODE_ENV: 'production' },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    )
  })

/**
 * Builds the app with Vite when the build is missing or stale, so `npm start` always serves
 * what is in the tree. Returns whether a usable build exists afterwards.
 */
export async function ensureBuild(
  root: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, 'vite.config.ts'))) {
    log('No index.html or vite.config.ts: serving the API only.')
    return existsSync(join(root, 'dist', 'index.html'))
  }
  if (await buildIsStale(root)) {
    log('App build missing or out of date: running vite build…')
    await runVite(root)
  }
  return existsSync(join(root, 'dist', 'index.html'))
}
