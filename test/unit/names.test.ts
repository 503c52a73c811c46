import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FOLDERS = ['protocol', 'server', 'workers', 'src']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Named =
  ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | ts.EnumDeclaration

function isNamedType(node: ts.Node): node is Named {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isEnumDeclaration(node)
  )
}

const isExported = (node: Named) =>
  ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false

/**
 * The type, interface, class and enum names a module declares and exports, directly or through a
 * local `export { Name }`. Re-exports from another module (`export type { X } from './x.ts'`)
 * declare nothing and are left out.
 */
function exportedTypeNames(fileName: string, text: string): Set<string> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const declared = new Set<string>()
  const exported = new Set<string>()
  for (const statement of file.statements) {
    if (isNamedType(statement) && statement.name) {
      declared.add(statement.name.text)
      if (isExported(statement)) exported.add(statement.name.text)
    }
  }
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier) continue
    const clause = statement.exportClause
    if (!clause || !ts.isNamedExports(clause)) continue
    for (const spec of clause.elements) {
      if (declared.has((spec.propertyName ?? spec.name).text)) exported.add(spec.name.text)
    }
  }
  return exported
}

/** Every exported type name declared in more than one module, with those modules. */
function sharedNames(): Map<string, string[]> {
  const modules = new Map<string, string[]>()
  for (const folder of FOLDERS) {
    for (const path of sourceFiles(join(root, folder))) {
      for (const name of exportedTypeNames(path, readFileSync(path, 'utf8'))) {
        modules.set(name, [...(modules.get(name) ?? []), relative(root, path)])
      }
    }
  }
  return new Map([...modules].filter(([, paths]) => paths.length > 1))
}

describe('names', () => {
  it('reads declared exports and ignores re-exports', () => {
    const text = `
      export type Order = { id: string }
      export interface Fill { qty: number }
      export class Book {}
      export enum Side { Buy, Sell }
      type Local = number
      interface Hidden { x: number }
      export { Hidden as Shown }
      export type { Trade } from './trade.ts'
      export const order = 1
    `
    expect([...exportedTypeNames('x.ts', text)].sort()).toEqual([
      'Book',
      'Fill',
      'Order',
      'Shown',
      'Side',
    ])
  })

  it('no two modules export a type, interface, class or enum of the same name', () => {
    const shared = [...sharedNames()].map(([name, paths]) => `${name}: ${paths.join(', ')}`)
    expect(shared).toEqual([])
  })
})
