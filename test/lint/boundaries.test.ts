import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

// The folder rules read no types: leaving out the type-aware parse keeps these tests fast and lets
// the fixtures live at paths that are in no tsconfig program.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked })

/** Every message, as `severity rule: message`; a fixture at an ignored path would say so too. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map(
    (m) => `${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId ?? 'fatal'}: ${m.message}`,
  )
}

const boundaryError = (message: RegExp): unknown =>
  expect.arrayContaining([
    expect.stringMatching(new RegExp(`^error no-restricted-(imports|syntax): .*${message.source}`)),
  ])

const UI = 'src/pages/x/Fixture.tsx'
const ENGINE = 'workers/engine/fixture.ts'
const SW = 'workers/sw/fixture.ts'
const SERVER = 'server/fixture/fixture.ts'
const PROTOCOL = 'protocol/fixture.ts'

describe('folder boundaries (ARCHITECTURE.md)', () => {
  it.each([
    [
      'a value import from workers/ in src/',
      UI,
      "import { createEngine } from '../../../workers/engine/api.ts'\nexport const made = createEngine\n",
      /src\/ imports only types from workers\//,
    ],
    [
      'a type import from a workers/ file other than engine/api.ts in src/',
      UI,
      "import type { Engine } from '../../../workers/engine/engine.ts'\nexport type Used = Engine\n",
      /only from workers\/engine\/api\.ts/,
    ],
    [
      'a dynamic import of workers/ in src/',
      UI,
      "export const later = import('../../../workers/engine/api.ts')\n",
      /src\/ imports only types from workers\//,
    ],
    [
      'an import of server/ in src/',
      UI,
      "import { buildApp } from '../../../server/app.ts'\nexport const app = buildApp\n",
      /src\/ never imports server\//,
    ],
    [
      'a React import in workers/engine',
      ENGINE,
      "import { useState } from 'react'\nexport const hook = useState\n",
      /workers\/ never imports React/,
    ],
    [
      'a React type import in workers/engine',
      ENGINE,
      "import type { ReactNode } from 'react'\nexport type Node = ReactNode\n",
      /workers\/ never imports React/,
    ],
    [
      'a jotai import in workers/engine',
      ENGINE,
      "import { atom } from 'jotai/vanilla'\nexport const a = atom(0)\n",
      /workers\/ never imports React, react-dom or jotai/,
    ],
    [
      'a react-dom import in workers/sw',
      SW,
      "import { createRoot } from 'react-dom/client'\nexport const root = createRoot\n",
      /workers\/ never imports React, react-dom or jotai/,
    ],
    [
      'an import of src/ in workers/',
      ENGINE,
      "import { appStore } from '../../src/app/store.ts'\nexport const store = appStore\n",
      /workers\/ never imports src\//,
    ],
    [
      'an import of server/ in workers/',
      ENGINE,
      "import { buildApp } from '../../server/app.ts'\nexport const app = buildApp\n",
      /workers\/ never imports server\//,
    ],
    [
      'an import of src/ in server/',
      SERVER,
      "import { appStore } from '../../src/app/store.ts'\nexport const store = appStore\n",
      /server\/ never imports src\//,
    ],
    [
      'an import of workers/ in server/, even of a type',
      SERVER,
      "import type { EngineApi } from '../../workers/engine/api.ts'\nexport type Api = EngineApi\n",
      /server\/ never imports workers\//,
    ],
    [
      'a React import in server/',
      SERVER,
      "import { createElement } from 'react'\nexport const h = createElement\n",
      /server\/ never imports React/,
    ],
    [
      'an import of server/ in protocol/',
      PROTOCOL,
      "import { buildApp } from '../server/app.ts'\nexport const app = buildApp\n",
      /protocol\/ imports nothing of ours outside protocol\//,
    ],
    [
      'a jotai import in protocol/',
      PROTOCOL,
      "import { atom } from 'jotai'\nexport const a = atom(0)\n",
      /protocol\/ never imports React, react-dom or jotai/,
    ],
  ])('refuses %s', async (_what, filePath, code, message) => {
    expect(await lint(filePath, code)).toEqual(boundaryError(message))
  })

  it.each([
    [
      'a type import from workers/engine/api.ts in src/',
      UI,
      "import type { EngineApi } from '../../../workers/engine/api.ts'\nexport type Api = EngineApi\n",
    ],
    [
      'an inline type import from workers/engine/api.ts in src/',
      UI,
      "import { type EngineApi } from '../../../workers/engine/api.ts'\nexport type Api = EngineApi\n",
    ],
    [
      'the worker URL that starts the data engine in src/',
      UI,
      "export const url = new URL('../../../workers/engine/shared-worker.ts', import.meta.url)\n",
    ],
    [
      'React and protocol/ in src/',
      UI,
      "import { useState } from 'react'\nimport { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'\nexport const used = [useState, DEFAULT_SETTINGS]\n",
    ],
    [
      'protocol/ and packages in workers/',
      ENGINE,
      "import { z } from 'zod'\nimport { DEFAULT_SETTINGS } from '../../protocol/constants.ts'\nexport const used = [z, DEFAULT_SETTINGS]\n",
    ],
    [
      'protocol/ in server/',
      SERVER,
      "import { DEFAULT_SETTINGS } from '../../protocol/constants.ts'\nexport const used = DEFAULT_SETTINGS\n",
    ],
    [
      'a sibling module in protocol/',
      PROTOCOL,
      "import { z } from 'zod'\nimport { entityId } from './input.ts'\nexport const used = [z, entityId]\n",
    ],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([])
  })
})
