import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { QUIET_ZONE, qrDrawing } from '../../../src/pages/mobile/qr-drawing.ts'

/** The dark cells of a drawing's path, as "col,row" in module units without the quiet zone. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>()
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++)
      cells.add(`${Number(x) - QUIET_ZONE + i},${Number(y) - QUIET_ZONE}`)
  }
  return cells
}

describe('qrDrawing', () => {
  it('draws exactly the dark modules of the code, inside the quiet zone', () => {
    const text = 'http://192.168.1.20:8080/'
    const { modules } = create(text, { errorCorrectionLevel: 'M' })
    const drawing = qrDrawing(text)
    expect(drawing.size).toBe(modules.size + 2 * QUIET_ZONE)
    const cells = darkCells(drawing.path)
    let dark = 0
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue
        dark++
        expect(cells.has(`${col},${row}`), `${col},${row}`).toBe(true)
      }
    }
    expect(cells.size).toBe(dark)
    // The top-left finder pattern starts with a full row of seven dark modules.
    expect(drawing.path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h7v1h-7z`)).toBe(true)
  })

  it('throws for text no QR code can hold', () => {
    expect(() => qrDrawing('x'.repeat(5000))).toThrow()
  })
})
