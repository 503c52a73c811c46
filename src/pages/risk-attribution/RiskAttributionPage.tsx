import { RiskControls } from '../risk/RiskControls.tsx'
import { RiskFrame } from '../risk/RiskFrame.tsx'
import { attributionRows } from '../risk/risk-view.ts'
import { AttributionTable } from './AttributionTable.tsx'
import { ComponentBars } from './ComponentBars.tsx'
import { CorrelationTable } from './CorrelationTable.tsx'

/** SPEC §2 /risk-attribution: where the VaR comes from, position by position, and the correlations. */
export default function RiskAttributionPage() {
  return (
    <RiskFrame page="risk-attribution" controls={<RiskControls />}>
      {(report) => {
        const { rows, sum } = attributionRows(report)
        return (
          <div className="risk-grid">
            <ComponentBars rows={rows} />
            <CorrelationTable correlation={report.correlation} />
            <AttributionTable attribution={report.attribution} rows={rows} sum={sum} />
          </div>
        )
      }}
    </RiskFrame>
  )
}
