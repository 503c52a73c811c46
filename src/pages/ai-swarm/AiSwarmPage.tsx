import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { useStrategyEvents } from '../../data/strategies-events.ts'
import { useStrategies, useSwarms } from '../../data/strategies.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import '../../styles/analytics.css'
import '../../styles/strategies.css'
import '../../styles/swarm.css'
import { CreateSwarmForm } from './CreateSwarmForm.tsx'
import { SwarmCard } from './SwarmCard.tsx'

/**
 * SPEC §2 /ai-swarm (issue 14): strategies run together with capital shifted between them by a
 * stated multiplicative-weights rule; said plainly, with no claim of intelligence.
 */
export default function AiSwarmPage() {
  const { t } = useTranslation()
  const online = useOnline()
  const localize = useLocalizeMessage()
  useStrategyEvents()
  const swarms = useSwarms()
  const strategies = useStrategies()
  const offline = !online || swarms.fetchStatus === 'paused'

  let body: ReactNode
  if (swarms.isError && !swarms.data) {
    body = (
      <p className="panel-error" role="alert">
        {localize(swarms.error.message)}{' '}
        <button type="button" className="btn btn-small" onClick={() => void swarms.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  } else if (!swarms.data) {
    body = (
      <p className="panel-note" role="status">
        {offline ? t('strategies.offlineEmpty') : t('common.loading')}
      </p>
    )
  } else if (swarms.data.length === 0) {
    body = (
      <p className="empty" data-testid="swarms-empty">
        {t('strategies.swarm.none')}
      </p>
    )
  } else {
    body = swarms.data.map((s) => <SwarmCard key={s.id} swarm={s} />)
  }

  return (
    <section className="page stg-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('titles.ai-swarm')}
      </h1>
      <p className="stg-intro" data-testid="swarm-intro">
        {t('strategies.swarm.intro')}
      </p>
      {offline && swarms.data && (
        <p className="panel-note warn" role="status">
          {t('strategies.offline')}
        </p>
      )}
      {strategies.data && <CreateSwarmForm strategies={strategies.data} />}
      {body}
    </section>
  )
}
