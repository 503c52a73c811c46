import { useTranslation } from 'react-i18next'
import {
  COMPARISON_OPS,
  MAX_CONDITIONS,
  RULE_ACTIONS,
  type Comparison,
  type StrategyRule,
} from '../../../protocol/strategies/config.ts'
import {
  issueAt,
  issuesAt,
  numberOrParamText,
  parseNumberOrParam,
  setOptional,
  type DraftIssue,
} from './editor-draft.ts'
import { ParsedField, SelectField, TextField } from './fields.tsx'
import { OperandEditor } from './OperandEditor.tsx'

const SIZE_MODES = ['none', 'equity_fraction', 'quote', 'position_fraction'] as const

interface Props {
  rule: StrategyRule
  index: number
  indicatorIds: readonly string[]
  issues: readonly DraftIssue[]
  disabled: boolean
  change: (change: (r: StrategyRule) => void) => void
  remove: () => void
}

/** One rule: its id, its conditions (all or any), its action and size. */
export function RuleEditor({ rule, index, indicatorIds, issues, disabled, change, remove }: Props) {
  const { t } = useTranslation()
  const k = 'strategies.editor.rules'
  const join = 'all' in rule.when ? 'all' : 'any'
  const list: Comparison[] = 'all' in rule.when ? rule.when.all : rule.when.any
  const path = ['rules', index]
  const setList = (next: Comparison[]) =>
    change((r) => (r.when = join === 'all' ? { all: next } : { any: next }))
  const setComparison = (i: number, c: Comparison) => setList(list.map((x, j) => (j === i ? c : x)))
  // Problems of the rule as a whole (its fields and conditions show their own).
  const ruleProblems = issues
    .filter((i) => i.path[0] === 'rules' && i.path[1] === index)
    .filter((i) => i.path.length <= 3 && i.path[2] !== 'id')
    .map((i) => i.message)

  return (
    <fieldset className="stg-rule" data-testid={`rule-${index}`}>
      <legend>{t(`${k}.rule`, { id: rule.id })}</legend>
      <div className="stg-row">
        <TextField
          label={t(`${k}.id`)}
          value={rule.id}
          disabled={disabled}
          error={issueAt(issues, [...path, 'id'])}
          testId={`rule-${index}-id`}
          onChange={(id) => change((r) => (r.id = id))}
        />
        <SelectField
          label={t(`${k}.join`)}
          value={join}
          options={[
            { value: 'all', label: t(`${k}.all`) },
            { value: 'any', label: t(`${k}.any`) },
          ]}
          disabled={disabled}
          onChange={(j) => change((r) => (r.when = j === 'all' ? { all: list } : { any: list }))}
        />
        <SelectField
          label={t(`${k}.action`)}
          value={rule.action}
          options={RULE_ACTIONS.map((a) => ({ value: a, label: t(`${k}.actions.${a}`) }))}
          disabled={disabled}
          testId={`rule-${index}-action`}
          onChange={(action) => change((r) => (r.action = action))}
        />
        <SelectField
          label={t(`${k}.sizeMode`)}
          value={rule.size?.mode ?? 'none'}
          options={SIZE_MODES.map((m) => ({ value: m, label: t(`${k}.sizeModes.${m}`) }))}
          disabled={disabled}
          onChange={(mode) =>
            change((r) =>
              setOptional(
                r,
                'size',
                mode === 'none'
                  ? undefined
                  : { mode, value: r.size?.value ?? (mode === 'quote' ? 100 : 0.5) },
              ),
            )
          }
        />
        {rule.size && (
          <ParsedField
            label={t(`${k}.sizeValue`)}
            value={rule.size.value}
            parse={(text) => parseNumberOrParam(text) ?? Number.NaN}
            format={numberOrParamText}
            disabled={disabled}
            error={issueAt(issues, [...path, 'size', 'value'])}
            testId={`rule-${index}-size`}
            onChange={(value) => change((r) => r.size && (r.size.value = value))}
          />
        )}
        <button
          type="button"
          className="btn btn-small stg-remove"
          disabled={disabled}
          aria-label={t('strategies.editor.removeItem', { item: rule.id })}
          onClick={remove}
        >
          {t('strategies.editor.remove')}
        </button>
      </div>
      <ol className="stg-conditions">
        {list.map((c, i) => {
          const cPath = [...path, 'when', join, i]
          return (
            <li key={i} className="stg-condition" data-testid={`rule-${index}-condition-${i}`}>
              <OperandEditor
                label={t(`${k}.left`)}
                operand={c.left}
                indicatorIds={indicatorIds}
                path={[...cPath, 'left']}
                issues={issues}
                disabled={disabled}
                testId={`rule-${index}-condition-${i}-left`}
                onChange={(left) => setComparison(i, { ...c, left })}
              />
              <SelectField
                label={t(`${k}.op`)}
                value={c.op}
                options={COMPARISON_OPS.map((op) => ({ value: op, label: t(`${k}.ops.${op}`) }))}
                disabled={disabled}
                testId={`rule-${index}-condition-${i}-op`}
                onChange={(op) => setComparison(i, { ...c, op })}
              />
              <OperandEditor
                label={t(`${k}.right`)}
                operand={c.right}
                indicatorIds={indicatorIds}
                path={[...cPath, 'right']}
                issues={issues}
                disabled={disabled}
                testId={`rule-${index}-condition-${i}-right`}
                onChange={(right) => setComparison(i, { ...c, right })}
              />
              <ParsedField
                label={t(`${k}.scale`)}
                value={c.scale}
                parse={parseNumberOrParam}
                format={numberOrParamText}
                disabled={disabled}
                error={issueAt(issues, [...cPath, 'scale'])}
                onChange={(scale) => {
                  const next = { ...c }
                  setOptional(next, 'scale', scale)
                  setComparison(i, next)
                }}
              />
              <button
                type="button"
                className="btn btn-small stg-remove"
                disabled={disabled || list.length <= 1}
                aria-label={t('strategies.editor.removeItem', {
                  item: t(`${k}.condition`, { n: i + 1 }),
                })}
                onClick={() => setList(list.filter((_, j) => j !== i))}
              >
                {t('strategies.editor.remove')}
              </button>
              {issues
                .filter((x) => x.path.length <= cPath.length + 1)
                .filter((x) => issuesAt([x], cPath).length > 0 && x.path[cPath.length] !== 'scale')
                .map((x) => x.message)
                .map((m) => (
                  <p key={m} className="field-error stg-row-error">
                    {m}
                  </p>
                ))}
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="btn btn-small"
        disabled={disabled || list.length >= MAX_CONDITIONS}
        data-testid={`rule-${index}-add-condition`}
        onClick={() =>
          setList([...list, { left: { price: 'close' }, op: 'gt', right: { value: 0 } }])
        }
      >
        {t(`${k}.addCondition`)}
      </button>
      {ruleProblems.map((m) => (
        <p key={m} className="field-error stg-row-error">
          {m}
        </p>
      ))}
    </fieldset>
  )
}
