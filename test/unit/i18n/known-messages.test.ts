import { describe, expect, it } from 'vitest'
import { PASSWORD_RESET_ANSWER, TWO_FACTOR_MSG } from '../../../protocol/index.ts'
import { localizeMessage } from '../../../src/i18n/known-messages.ts'
import { ACCOUNT_MSG } from '../../../workers/engine/account/messages.ts'
import { AUTH_MSG } from '../../../workers/engine/auth/messages.ts'
import { MSG, timeoutMessage } from '../../../workers/engine/http/errors.ts'
import { ORDER_MSG } from '../../../workers/engine/orders/messages.ts'
import { PORTFOLIO_MSG } from '../../../workers/engine/portfolio/portfolio-handlers.ts'
import { RECONNECT_FAILED } from '../../../workers/engine/socket/socket.ts'
import { ANALYTICS_FAILED } from '../../../workers/engine/analytics/domain.ts'
import { PERFORMANCE_MSG } from '../../../workers/engine/portfolio/performance.ts'
import { RISK_FAILED } from '../../../workers/engine/risk/domain.ts'
import { OPTIONS_MSG } from '../../../workers/engine/options/messages.ts'

describe('localizeMessage', () => {
  it('gives SPEC §8 messages in German and leaves them word for word in English', () => {
    expect(localizeMessage(MSG.network, 'de')).toBe(
      'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung.',
    )
    expect(localizeMessage(MSG.network, 'en')).toBe(MSG.network)
  })

  it('fills placeholders from the English text, translating a quoted known message too', () => {
    expect(localizeMessage(timeoutMessage(1500), 'de')).toBe(
      'Zeitüberschreitung der Anfrage nach 1500 ms',
    )
    expect(localizeMessage(`Bad Request: ${TWO_FACTOR_MSG.invalidCode}`, 'de')).toBe(
      'Ungültige Anfrage: Ungültiger 2FA-Code. Bitte versuchen Sie es erneut.',
    )
    expect(localizeMessage('Bad Request: Symbol XYZ-USD is halted', 'de')).toBe(
      'Ungültige Anfrage: Symbol XYZ-USD is halted',
    )
  })

  it('shows an unknown text, or a text in an unknown language, as it came', () => {
    expect(localizeMessage('email: value is not a valid email', 'de')).toBe(
      'email: value is not a valid email',
    )
    expect(localizeMessage(MSG.network, 'fr')).toBe(MSG.network)
  })

  it('knows every message the engine and the server send as English text', () => {
    const sent = [
      ...Object.values(MSG),
      ...Object.values(AUTH_MSG),
      ...Object.values(ACCOUNT_MSG),
      ...Object.values(PORTFOLIO_MSG),
      ...Object.values(ORDER_MSG),
      ...Object.values(TWO_FACTOR_MSG),
      PASSWORD_RESET_ANSWER,
      RECONNECT_FAILED,
      ANALYTICS_FAILED,
      PERFORMANCE_MSG,
      RISK_FAILED,
      ...Object.values(OPTIONS_MSG),
    ]
    const unknown = sent.filter((m) => localizeMessage(m, 'de') === m)
    expect(unknown).toEqual([])
  })
})
