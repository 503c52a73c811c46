import { useTranslation } from 'react-i18next'
import {
  MAX_OFFSET,
  POSITION_FIELDS,
  TIME_FIELDS,
  priceField,
  type Operand,
} from '../../../protocol/strategies/config.ts'
import {
  defaultOperand,
  issueAt,
  numberOrParamText,
  OPERAND_KINDS,
  operandKind,
  parseNumberOrParam,
  type DraftIssue,
} from './editor-draft.ts'
import { NumberField, ParsedField, SelectField } from './fields.tsx'

interface Props {
  /** "Left operand" or "Right operand". */
  label: string
  operand: Operand
  indicatorIds: readonly string[]
  path: (string | number)[]
  issues: readonly DraftIssue[]
  disabled: boolean
  testId: string
  onChange: (o: Operand) => void
}

const options = <V extends string>(values: readonly V[]) =>
  values.map((v) => ({ value: v, label: v }))

/** One side of a comparison: its kind, then what it reads (and how many bars back). */
export function OperandEditor(p: Props) {
  const { t } = useTranslation()
  const k = 'strategies.editor.rules'
  const kind = operandKind(p.operand)
  const o = p.operand
  const offset = 'indicator' in o || 'price' in o ? o.offset : undefined
  const withOffset = (next: number | undefined) => {
    if ('indicator' in o)
      p.onChange(
        next === undefined ? { indicator: o.indicator } : { indicator: o.indicator, offset: next },
      )
    else if ('price' in o)
      p.onChange(next === undefined ? { price: o.price } : { price: o.price, offset: next })
  }
  return (
    <div className="stg-operand" role="group" aria-label={p.label}>
      <SelectField
        label={p.label}
        value={kind}
        options={OPERAND_KINDS.map((v) => ({ value: v, label: t(`${k}.operandKinds.${v}`) }))}
        disabled={p.disabled}
        testId={`${p.testId}-kind`}
        onChange={(v) => p.onChange(defaultOperand(v, p.indicatorIds))}
      />
      {'indicator' in o && (
        <SelectField
          label={t(`${k}.operandKinds.indicator`)}
          value={o.indicator}
          options={options(
            p.indicatorIds.includes(o.indicator)
              ? p.indicatorIds
              : [o.indicator, ...p.indicatorIds],
          )}
          disabled={p.disabled}
          error={issueAt(p.issues, [...p.path, 'indicator'])}
          testId={`${p.testId}-indicator`}
          onChange={(indicator) => p.onChange({ ...o, indicator })}
        />
      )}
      {'price' in o && (
        <SelectField
          label={t(`${k}.operandKinds.price`)}
          value={o.price}
          options={options(priceField.options)}
          disabled={p.disabled}
          testId={`${p.testId}-price`}
          onChange={(price) => p.onChange({ ...o, price })}
        />
      )}
      {'value' in o && (
        <ParsedField
          label={t(`${k}.value`)}
          value={o.value}
          parse={(text) => parseNumberOrParam(text) ?? Number.NaN}
          format={numberOrParamText}
          disabled={p.disabled}
          error={issueAt(p.issues, [...p.path, 'value'])}
          testId={`${p.testId}-value`}
          onChange={(value) => p.onChange({ value })}
        />
      )}
      {'position' in o && (
        <SelectField
          label={t(`${k}.operandKinds.position`)}
          value={o.position}
          options={options(POSITION_FIELDS)}
          disabled={p.disabled}
          onChange={(position) => p.onChange({ position })}
        />
      )}
      {'time' in o && (
        <SelectField
          label={t(`${k}.operandKinds.time`)}
          value={o.time}
          options={options(TIME_FIELDS)}
          disabled={p.disabled}
          onChange={(time) => p.onChange({ time })}
        />
      )}
      {(kind === 'indicator' || kind === 'price') && (
        <NumberField
          label={t(`${k}.offset`)}
          value={offset}
          disabled={p.disabled}
          error={
            issueAt(p.issues, [...p.path, 'offset']) ??
            (offset !== undefined && !(offset >= 0 && offset <= MAX_OFFSET)
              ? `0–${MAX_OFFSET}`
              : undefined)
          }
          onChange={withOffset}
        />
      )}
    </div>
  )
}
