import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SWARM_AGENTS_MAX, SWARM_AGENTS_MIN, type Strategy } from '../../../protocol/index.ts'
import { toast } from '../../components/toast/toast.ts'
import { useCreateSwarm } from '../../data/strategies-actions.ts'
import { NumberField, TextField } from '../strategy-studio/fields.tsx'

/** A swarm from two to eight of the trader's strategies, with its capital and learning rule. */
export function CreateSwarmForm({ strategies }: { strategies: readonly Strategy[] }) {
  const { t } = useTranslation()
  const create = useCreateSwarm()
  const free = strategies.filter((s) => s.swarmId === null)
  const [name, setName] = useState(() => t('strategies.swarm.create.defaultName'))
  const [picked, setPicked] = useState<string[]>([])
  const [capital, setCapital] = useState<number | undefined>(10_000)
  const [rate, setRate] = useState<number | undefined>(0.5)
  const [window, setWindow] = useState<number | undefined>(30)
  const [minutes, setMinutes] = useState<number | undefined>(60)
  const [tried, setTried] = useState(false)
  const k = 'strategies.swarm.create'
  const enough = picked.length >= SWARM_AGENTS_MIN
  if (free.length < SWARM_AGENTS_MIN)
    return (
      <p className="empty" data-testid="swarm-create-unavailable">
        {t(strategies.length >= SWARM_AGENTS_MIN ? `${k}.allTaken` : `${k}.noStrategies`)}
      </p>
    )
  return (
    <form
      className="panel"
      aria-labelledby="swarm-create-title"
      data-testid="swarm-create"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setTried(true)
        if (!enough || !(capital && capital > 0) || name.trim() === '') return
        create.mutate(
          {
            name: name.trim(),
            strategyIds: picked,
            capital,
            ...(rate !== undefined ? { learningRate: rate } : {}),
            ...(window !== undefined ? { window } : {}),
            ...(minutes !== undefined ? { rebalanceMinutes: minutes } : {}),
          },
          {
            onSuccess: (s) => {
              toast.success(t(`${k}.created`, { name: s.name }))
              setPicked([])
              setTried(false)
            },
          },
        )
      }}
    >
      <h2 id="swarm-create-title">{t(`${k}.title`)}</h2>
      <fieldset className="stg-section">
        <legend>{t(`${k}.agents`)}</legend>
        <div className="stg-checks">
          {free.map((s) => (
            <label key={s.id} className="stg-check">
              <input
                type="checkbox"
                checked={picked.includes(s.id)}
                disabled={!picked.includes(s.id) && picked.length >= SWARM_AGENTS_MAX}
                data-testid={`swarm-agent-${s.id}`}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, s.id] : picked.filter((x) => x !== s.id))
                }
              />
              {s.name}
            </label>
          ))}
        </div>
        {tried && !enough && (
          <p className="field-error" role="alert">
            {t(`${k}.needTwo`)}
          </p>
        )}
      </fieldset>
      <div className="stg-row">
        <TextField label={t(`${k}.name`)} value={name} onChange={setName} testId="swarm-name" />
        <NumberField label={t(`${k}.capital`)} value={capital} onChange={setCapital} />
        <NumberField label={t(`${k}.learningRate`)} value={rate} onChange={setRate} />
        <NumberField label={t(`${k}.window`)} value={window} onChange={setWindow} />
        <NumberField label={t(`${k}.rebalance`)} value={minutes} onChange={setMinutes} />
      </div>
      <div className="stg-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending}
          data-testid="swarm-submit"
        >
          {t(`${k}.submit`)}
        </button>
      </div>
    </form>
  )
}
