import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { InfoTip } from '../../components/InfoTip.tsx'

interface Props {
  name: string
  /** The figure's definition: its formula in words and symbols. */
  tip: string
  value: string
  /** Colours a gain or a loss; left out for figures with no direction (volatility). */
  tone?: number | null
  detail?: ReactNode
  testId: string
}

const toneClass = (x: number | null | undefined): string =>
  x === null || x === undefined || x === 0 ? '' : x > 0 ? 'up' : 'down'

/** One figure: its name with the info tip, the value, and a line of detail (dates). */
export function Figure({ name, tip, value, tone, detail, testId }: Props) {
  const { t } = useTranslation()
  return (
    <div className="analytics-figure" data-testid={testId}>
      <dt>
        {name}
        <InfoTip label={t('analytics.about', { name })}>{tip}</InfoTip>
      </dt>
      <dd className={`analytics-value ${toneClass(tone)}`} data-testid={`${testId}-value`}>
        {value}
      </dd>
      {detail !== undefined && <dd className="analytics-detail">{detail}</dd>}
    </div>
  )
}
