import { ExposurePanel } from './ExposurePanel.tsx'
import { PositionsTable } from './PositionsTable.tsx'
import { RiskControls } from './RiskControls.tsx'
import { RiskFrame } from './RiskFrame.tsx'
import { StressTable } from './StressTable.tsx'
import { VarTable } from './VarTable.tsx'

/** SPEC §2 /risk: VaR and ES by three methods, exposure and leverage, stress scenarios. */
export default function RiskPage() {
  return (
    <RiskFrame page="risk" controls={<RiskControls showPaths />}>
      {(report) => (
        <div className="risk-grid">
          <VarTable report={report} />
          <ExposurePanel exposure={report.exposure} />
          <PositionsTable positions={report.positions} />
          <StressTable report={report} />
        </div>
      )}
    </RiskFrame>
  )
}
