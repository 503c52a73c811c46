/** The model's value of one contract: Black-76 on the forward, volatility from its smile. */
import type { OptionSpec } from '../../protocol/index.ts'
import { black76 } from '../../protocol/options/black.ts'
import { OPTION_RATE, yearsTo } from './contract-specs.ts'
import { type ExpirySmile, smileVol } from './surface.ts'
import type { OptionValuation } from './types.ts'

export function valueOption(
  option: OptionSpec,
  smile: ExpirySmile,
  indexPrice: number,
  now: number,
): OptionValuation {
  const T = yearsTo(option.expiry, now)
  const forward = indexPrice * Math.exp(OPTION_RATE * T)
  const markIv = smileVol(smile, Math.log(option.strike / forward))
  const v = black76(option.right, forward, option.strike, T, OPTION_RATE, markIv)
  return {
    markPrice: v.price,
    markIv,
    greeks: { delta: v.delta, gamma: v.gamma, vega: v.vega, theta: v.theta, rho: v.rho },
    indexPrice,
    forward,
    T,
  }
}
