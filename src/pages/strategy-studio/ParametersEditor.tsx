import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MAX_PARAMETERS,
  ruleName,
  type ParameterSpec,
  type StrategyConfig,
} from '../../../protocol/strategies/config.ts'
import { issueAt, issuesAt, type DraftIssue } from './editor-draft.ts'
import { NumberField, TextField } from './fields.tsx'

interface Props {
  config: StrategyConfig
  issues: readonly DraftIssue[]
  disabled: boolean
  edit: (change: (c: StrategyConfig) => void) => void
}

const FIELDS = ['value', 'min', 'max', 'step'] as const

/** Declared parameters: the value the strategy runs with and the range optimisation searches. */
export function ParametersEditor({ config, issues, disabled, edit }: Props) {
  const { t } = useTranslation()
  const k = 'strategies.editor.parameters'
  const [name, setName] = useState('')
  const entries = Object.entries(config.parameters)
  const nameOk = ruleName.safeParse(name).success && !(name in config.parameters)
  const set = (p: string, key: keyof ParameterSpec, v: number | undefined) =>
    edit((c) => {
      const spec = c.parameters[p]
      if (spec) spec[key] = v ?? Number.NaN
    })
  return (
    <fieldset className="stg-section" data-testid="parameters-editor">
      <legend>{t(`${k}.title`)}</legend>
      {entries.length === 0 && <p className="empty">{t(`${k}.none`)}</p>}
      {entries.map(([p, spec]) => (
        <div key={p} className="stg-row" data-testid={`parameter-${p}`}>
          <span className="stg-param-name">{p}</span>
          {FIELDS.map((f) => (
            <NumberField
              key={f}
              label={t(`${k}.${f}`)}
              value={spec[f]}
              disabled={disabled}
              error={issueAt(issues, ['parameters', p, f])}
              testId={`parameter-${p}-${f}`}
              onChange={(v) => set(p, f, v)}
            />
          ))}
          <button
            type="button"
            className="btn btn-small stg-remove"
            disabled={disabled}
            aria-label={t('strategies.editor.removeItem', { item: p })}
            onClick={() => edit((c) => delete c.parameters[p])}
          >
            {t('strategies.editor.remove')}
          </button>
          {issuesAt(issues, ['parameters', p])
            .filter((m) => !FIELDS.some((f) => issueAt(issues, ['parameters', p, f]) === m))
            .map((m) => (
              <p key={m} className="field-error stg-row-error">
                {m}
              </p>
            ))}
        </div>
      ))}
      <div className="stg-row">
        <TextField label={t(`${k}.newName`)} value={name} disabled={disabled} onChange={setName} />
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled || !nameOk || entries.length >= MAX_PARAMETERS}
          onClick={() => {
            edit((c) => (c.parameters[name] = { value: 10, min: 5, max: 50, step: 5 }))
            setName('')
          }}
        >
          {t(`${k}.add`)}
        </button>
      </div>
    </fieldset>
  )
}
