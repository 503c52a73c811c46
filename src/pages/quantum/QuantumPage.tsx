import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { RiskControls } from '../risk/RiskControls.tsx'
import { RiskFrame } from '../risk/RiskFrame.tsx'
import { formatCount, formatLevel, formatUsd } from '../risk/risk-format.ts'
import { ConvergenceChart } from './ConvergenceChart.tsx'
import { ConvergenceTable } from './ConvergenceTable.tsx'
import {
  REFERENCE_PATHS,
  REPEATS,
  STUDY_LEVEL,
  canStudy,
  convergenceInput,
} from './convergence-plan.ts'
import { useConvergence } from './use-convergence.ts'

function ConvergenceStudy({ report }: { report: RiskReport }) {
  const { t } = useTranslation()
  const { run, result, start, cancel } = useConvergence()
  const running = run.status === 'running'
  const ready = canStudy(report)
  return (
    <div className="risk-grid">
      <section className="panel" aria-labelledby="quantum-study-title">
        <div className="panel-header">
          <h2 id="quantum-study-title">{t('risk.quantum.studyTitle')}</h2>
        </div>
        <p className="risk-intro">
          {t('risk.quantum.setup', {
            level: formatLevel(STUDY_LEVEL),
            days: report.lookbackDays,
            repeats: REPEATS,
            reference: formatCount(REFERENCE_PATHS),
          })}
        </p>
        <ul className="risk-definitions">
          <li>
            {t('risk.quantum.pseudo')}
            <InfoTip label={t('risk.var.about', { name: t('risk.quantum.pseudo') })}>
              {t('risk.quantum.pseudoTip')}
            </InfoTip>
          </li>
          <li>
            {t('risk.quantum.sobol')}
            <InfoTip label={t('risk.var.about', { name: t('risk.quantum.sobol') })}>
              {t('risk.quantum.sobolTip')}
            </InfoTip>
          </li>
        </ul>
        {!ready && <p className="empty">{t('risk.quantum.noHistory')}</p>}
        <div className="quantum-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={running || !ready}
            onClick={() => void start(convergenceInput(report))}
          >
            {result ? t('risk.quantum.rerun') : t('risk.quantum.run')}
          </button>
          {running && (
            <button type="button" className="btn" onClick={cancel}>
              {t('risk.quantum.cancel')}
            </button>
          )}
        </div>
        {running && (
          <div className="quantum-progress" data-testid="quantum-progress">
            <progress max={100} value={run.percent} aria-label={t('risk.quantum.progress')} />
            <span role="status">
              {t('risk.quantum.progressText', { percent: formatLevel(run.percent / 100) })}
            </span>
          </div>
        )}
        {run.status === 'cancelled' && (
          <p className="panel-note" role="status">
            {t('risk.quantum.cancelled')}
          </p>
        )}
        {run.status === 'failed' && (
          <p className="panel-error" role="alert">
            {t('risk.quantum.failed', { message: run.message })}
          </p>
        )}
        {result && (
          <>
            <p className="risk-intro" data-testid="quantum-reference">
              {t('risk.quantum.referenceLine', {
                paths: formatCount(result.referencePaths),
                value: formatUsd(result.reference),
              })}
            </p>
            <ConvergenceTable result={result} />
          </>
        )}
      </section>
      {result && <ConvergenceChart result={result} />}
    </div>
  )
}

/** SPEC §2 /quantum: quasi-Monte Carlo ("quantum-inspired") VaR next to plain Monte Carlo, honestly. */
export default function QuantumPage() {
  const { t } = useTranslation()
  return (
    <RiskFrame
      page="quantum"
      controls={<RiskControls />}
      intro={
        <section className="panel quantum-honest" aria-labelledby="quantum-honest-title">
          <h2 id="quantum-honest-title">{t('risk.quantum.honestTitle')}</h2>
          <p>{t('risk.quantum.honest')}</p>
        </section>
      }
    >
      {(report) => <ConvergenceStudy report={report} />}
    </RiskFrame>
  )
}
