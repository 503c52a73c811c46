import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const filepath = join(root, 'src/pages/x/fixture.ts')

const unformatted = `import {a,b} from "./values.ts";
export function total(x:number,y:number){ return a*x+b*y; }
`
const formatted = `import { a, b } from './values.ts'
export function total(x: number, y: number) {
  return a * x + b * y
}
`

async function repoOptions(): Promise<prettier.Options> {
  const config = await prettier.resolveConfig(filepath)
  expect(config, 'the repository has a Prettier config').not.toBeNull()
  return { ...config, filepath }
}

/** Files of ours in folders whose names an ignore pattern could catch by accident. */
const OUR_SOURCES = [
  'src/main.tsx',
  'src/data/prices.ts',
  'test/unit/ui/data/price-feed.test.ts',
  'workers/engine/api.ts',
  'server/app.ts',
]

describe('formatting', () => {
  it('npm run lint checks the formatting as well as the lint rules', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.lint).toContain('prettier --check .')
    expect(pkg.scripts.lint).toContain('eslint . --max-warnings 0')
  })

  it('fails an unformatted TypeScript text and passes its formatted version', async () => {
    const options = await repoOptions()
    expect(await prettier.check(unformatted, options)).toBe(false)
    expect(await prettier.check(formatted, options)).toBe(true)
    expect(await prettier.format(unformatted, options)).toBe(formatted)
  })

  it('checks our sources and skips what is built or generated', async () => {
    const ignorePath = join(root, '.prettierignore')
    const ignored = async (file: string) =>
      (await prettier.getFileInfo(join(root, file), { ignorePath })).ignored
    for (const ours of [...OUR_SOURCES, 'README.md']) {
      expect(await ignored(ours), ours).toBe(false)
    }
    for (const built of ['dist/index.html', 'coverage/index.html', 'package-lock.json', 'data/x']) {
      expect(await ignored(built), built).toBe(true)
    }
  })

  it('never lets git ignore our sources (a folder named like the data folder included)', () => {
    const ignoredByGit = (file: string): boolean =>
      spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: root }).status === 0
    for (const ours of OUR_SOURCES) expect(ignoredByGit(ours), ours).toBe(false)
    expect(ignoredByGit('data/pglite/PG_VERSION')).toBe(true)
  })
})
