import { useTranslation } from 'react-i18next'
import { MAX_RULES, type StrategyConfig } from '../../../protocol/strategies/config.ts'
import { freshId, type DraftIssue } from './editor-draft.ts'
import { RuleEditor } from './RuleEditor.tsx'

interface Props {
  config: StrategyConfig
  issues: readonly DraftIssue[]
  disabled: boolean
  edit: (change: (c: StrategyConfig) => void) => void
}

/** The rules in the order they are checked; the first that holds acts. */
export function RulesEditor({ config, issues, disabled, edit }: Props) {
  const { t } = useTranslation()
  const ids = config.indicators.map((i) => i.id)
  return (
    <fieldset className="stg-section" data-testid="rules-editor">
      <legend>{t('strategies.editor.rules.title')}</legend>
      <p className="stg-hint">{t('strategies.editor.rules.hint')}</p>
      {config.rules.map((rule, i) => (
        <RuleEditor
          key={i}
          rule={rule}
          index={i}
          indicatorIds={ids}
          issues={issues}
          disabled={disabled}
          change={(change) =>
            edit((c) => {
              const r = c.rules[i]
              if (r) change(r)
            })
          }
          remove={() => edit((c) => c.rules.splice(i, 1))}
        />
      ))}
      <button
        type="button"
        className="btn btn-small"
        disabled={disabled || config.rules.length >= MAX_RULES}
        data-testid="add-rule"
        onClick={() =>
          edit((c) =>
            c.rules.push({
              id: freshId(
                'rule',
                c.rules.map((r) => r.id),
              ),
              when: { all: [{ left: { price: 'close' }, op: 'gt', right: { value: 0 } }] },
              action: 'enter_long',
            }),
          )
        }
      >
        {t('strategies.editor.rules.add')}
      </button>
    </fieldset>
  )
}
