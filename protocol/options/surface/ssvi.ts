/**
 * Surface SVI (Gatheral & Jacquier 2014): w(k, θ) = θ/2·(1 + ρφk + √((φk + ρ)² + 1 − ρ²)), θ the
 * at-the-money total variance of the expiry. With the power law φ(θ) = η/(θ^γ(1 + θ)^{1−γ}),
 * 0 < γ ≤ ½, a single ρ for all expiries and θ non-decreasing in T, the surface is free of calendar
 * arbitrage, and η(1 + |ρ|) ≤ 2 makes every slice free of butterfly arbitrage (their Remark 4.4).
 * The builder clamps its inputs into those bounds, so what it produces is clean by construction.
 */
import type { SviParams } from './svi.ts'

export interface SsviShape {
  /** Correlation-like skew, −1 < ρ < 1; negative when puts are richer than calls. */
  rho: number
  /** Curvature level of the smile; clamped to 2/(1 + |ρ|). */
  eta: number
  /** How fast the smile flattens with maturity, 0 < γ ≤ ½ (ATM skew decays like T^{−γ}). */
  gamma: number
}

const RHO_LIMIT = 0.999

export function clampShape(shape: SsviShape): SsviShape {
  const rho = Math.min(RHO_LIMIT, Math.max(-RHO_LIMIT, shape.rho))
  const eta = Math.min(2 / (1 + Math.abs(rho)), Math.max(1e-6, shape.eta))
  const gamma = Math.min(0.5, Math.max(1e-6, shape.gamma))
  return { rho, eta, gamma }
}

export function powerLawPhi(theta: number, shape: SsviShape): number {
  return shape.eta / (theta ** shape.gamma * (1 + theta) ** (1 - shape.gamma))
}

/** The raw SVI parameters of an SSVI slice with ATM total variance θ and curvature φ. */
export function ssviToRaw(theta: number, phi: number, rho: number): SviParams {
  const root = Math.sqrt(1 - rho * rho)
  return {
    a: (theta / 2) * (1 - rho * rho),
    b: (theta * phi) / 2,
    rho,
    m: -rho / phi,
    sigma: root / phi,
  }
}
