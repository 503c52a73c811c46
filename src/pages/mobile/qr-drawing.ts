import { create } from 'qrcode'

/** Light modules around the code that scanners need to find it (the standard asks for 4). */
export const QUIET_ZONE = 4

/** A QR code as one SVG path of unit squares, on a square of `size` units quiet zone included. */
export interface QrDrawing {
  size: number
  path: string
}

/**
 * Draws `text` as a QR code (error correction M). Each run of dark modules in a row is one
 * rectangle, which keeps the path short. Throws when the text does not fit in a QR code.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const parts: string[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      const run = col - start
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`)
    }
  }
  return { size: n + 2 * QUIET_ZONE, path: parts.join('') }
}
