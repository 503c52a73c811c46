/** The standard normal distribution. */

const SQRT_2PI = Math.sqrt(2 * Math.PI)

export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_2PI
}

// Wichura (1988), Algorithm AS 241 (PPND16). Each polynomial is one call with its coefficients
// (lowest power first) as literals: a coefficient array walked in a loop was several times slower,
// and Monte Carlo calls this once per draw.
function ratio(
  r: number,
  a0: number,
  a1: number,
  a2: number,
  a3: number,
  a4: number,
  a5: number,
  a6: number,
  a7: number,
  b1: number,
  b2: number,
  b3: number,
  b4: number,
  b5: number,
  b6: number,
  b7: number,
): number {
  const num = a0 + r * (a1 + r * (a2 + r * (a3 + r * (a4 + r * (a5 + r * (a6 + r * a7))))))
  const den = 1 + r * (b1 + r * (b2 + r * (b3 + r * (b4 + r * (b5 + r * (b6 + r * b7))))))
  return num / den
}

// prettier-ignore
const central = (r: number): number => ratio(r,
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946,
  45921.95393154987, 67265.7709270087, 33430.57558358813, 2509.0809287301227,
  42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597,
  39307.89580009271, 28729.085735721943, 5226.495278852854)

// prettier-ignore
const intermediate = (r: number): number => ratio(r,
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045,
  1.2704582524523684, 0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
  2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
  0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9)

// prettier-ignore
const far = (r: number): number => ratio(r,
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
  0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
  0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15)

/** z with Φ(z) = p, to about 1e-16 relative (AS 241); ±Infinity at 0 and 1, NaN outside [0, 1]. */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return Number.NaN
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  const q = p - 0.5
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q
    return q * central(r)
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p))
  let z: number
  if (r <= 5) {
    r -= 1.6
    z = intermediate(r)
  } else {
    r -= 5
    z = far(r)
  }
  return q < 0 ? -z : z
}
