import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { customRangeProblem, RANGE_CHIPS, type RangeChoice } from './range.ts'

interface Props {
  choice: RangeChoice
  onChoose: (choice: RangeChoice) => void
}

/** The preset ranges as toggle chips, and a custom from/to applied as one. */
export function RangePicker({ choice, onChoose }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [customOpen, setCustomOpen] = useState(choice.kind === 'custom')
  const [from, setFrom] = useState(choice.kind === 'custom' ? choice.from : '')
  const [to, setTo] = useState(choice.kind === 'custom' ? choice.to : '')
  const [problem, setProblem] = useState<'missing' | 'order' | null>(null)

  function apply(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    const found = customRangeProblem(from, to)
    setProblem(found)
    if (found === null) onChoose({ kind: 'custom', from, to })
  }

  return (
    <div className="analytics-range">
      <div className="analytics-chips" role="group" aria-label={t('analytics.controls.range')}>
        {RANGE_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={choice.kind === 'chip' && choice.chip === chip}
            data-range={chip}
            onClick={() => {
              setCustomOpen(false)
              onChoose({ kind: 'chip', chip })
            }}
          >
            {t(`analytics.controls.chips.${chip}`)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={choice.kind === 'custom' || customOpen}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen((o) => !o)}
        >
          {t('analytics.controls.custom')}
        </button>
      </div>
      {customOpen && (
        <form id={`${id}-custom`} className="analytics-custom" onSubmit={apply} noValidate>
          <label>
            <span>{t('analytics.controls.from')}</span>
            <input
              type="date"
              value={from}
              max={to || undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label>
            <span>{t('analytics.controls.to')}</span>
            <input
              type="date"
              value={to}
              min={from || undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-small">
            {t('analytics.controls.apply')}
          </button>
          {problem && (
            <p id={`${id}-problem`} className="panel-error" role="alert">
              {t(`analytics.controls.${problem}`)}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
