import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Attributes a person reads or hears, so their text must come from the translations. */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label'])

/** Text that is the same in every language: symbols, tickers, units, sample formats. */
const NOT_WORDS = new Set([
  'TradeDesk',
  'BTC-USD',
  'XXXX-XXXX-XXXX',
  'USD',
  'UTC',
  'QR',
  'ms',
  'px',
  '%',
])

const hasLetter = (text: string) => /\p{L}/u.test(text)

type Finding = { line: number; text: string }

/** Every untranslated text in one .tsx source: JSX text, and literal values of read attributes. */
function untranslated(source: string, fileName = 'file.tsx'): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: Finding[] = []
  const report = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim()
    if (!hasLetter(text) || NOT_WORDS.has(text)) return
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push({ line: line + 1, text })
  }
  const literal = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
    if (ts.isJsxExpression(node)) return literal(node.expression)
    return undefined
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literal(node.expression)
      if (text !== undefined) report(node, text)
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literal(node.initializer)
      if (text !== undefined) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

describe('untranslated UI text', () => {
  it('finds JSX text and read attributes, and lets translated text and non-words through', () => {
    const source = [
      'export const A = () => (',
      '  <div title="Hint" aria-label={t("x")}>',
      '    Hello',
      '    <input placeholder={"Type here"} alt="BTC-USD" />',
      '    {t("y")} — {"Bye"} 42',
      '  </div>',
      ')',
    ].join('\n')
    expect(untranslated(source)).toEqual([
      { line: 2, text: 'Hint' },
      { line: 3, text: 'Hello' },
      { line: 4, text: 'Type here' },
      { line: 5, text: 'Bye' },
    ])
  })

  it('src/**/*.tsx shows only translated text', () => {
    const findings = tsxFiles(join(root, 'src'))
      .map((path) => relative(root, path).split('\\').join('/'))
      .flatMap((path) =>
        untranslated(readFileSync(join(root, path), 'utf8'), path).map(
          ({ line, text }) => `${path}:${line}: ${text}`,
        ),
      )
    expect(findings).toEqual([])
  })
})
