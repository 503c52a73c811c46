import { useTranslation } from 'react-i18next'
import type { OptimizeResult, Strategy } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useUpdateStrategy } from '../../data/strategies-actions.ts'
import { day, pct, ratio } from '../strategy-studio/strategy-format.ts'

const paramsText = (p: Record<string, number>) =>
  Object.entries(p)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ')

/** The best parameters and score, the top trials, the walk-forward folds, and saving the config. */
export function OptimiseResult({
  strategy,
  result,
}: {
  strategy: Strategy
  result: OptimizeResult
}) {
  const { t } = useTranslation()
  const update = useUpdateStrategy()
  const k = 'strategies.backtesting.optimise'
  const wf = result.walkForward
  return (
    <div className="stg-opt-result" data-testid="optimise-result">
      <h3>{t(`${k}.best`)}</h3>
      <p data-testid="optimise-best">{paramsText(result.best.params)}</p>
      <p className="stg-meta">
        {t(`${k}.score`, { score: ratio(result.best.score), evaluated: result.evaluated })}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={update.isPending}
        data-testid="optimise-save"
        onClick={() =>
          update.mutate(
            { id: strategy.id, patch: { config: result.config } },
            { onSuccess: () => toast.success(t(`${k}.saved`)) },
          )
        }
      >
        {t(`${k}.save`)}
      </button>
      <h3>{t(`${k}.trialsTitle`)}</h3>
      <TableScroll label={t(`${k}.trialsRegion`)}>
        <table className="data-table" data-testid="optimise-trials">
          <caption className="visually-hidden">{t(`${k}.trialsCaption`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t(`${k}.rank`)}
              </th>
              <th scope="col">{t('strategies.editor.parameters.title')}</th>
              <th scope="col" className="num">
                {t(`${k}.scoreColumn`)}
              </th>
              <th scope="col" className="num">
                {t('strategies.backtesting.stats.totalReturn')}
              </th>
              <th scope="col" className="num">
                {t('strategies.backtesting.stats.maxDrawdown')}
              </th>
              <th scope="col" className="num">
                {t('strategies.backtesting.stats.trades')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.trials.slice(0, 20).map((trial, i) => (
              <tr key={i}>
                <td className="num">{i + 1}</td>
                <td>{paramsText(trial.params)}</td>
                <td className="num">{ratio(trial.score)}</td>
                <td className="num">{pct(trial.stats.totalReturn)}</td>
                <td className="num">{pct(-Math.abs(trial.stats.maxDrawdown))}</td>
                <td className="num">{trial.stats.trades}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {wf && (
        <>
          <h3>{t(`${k}.foldsTitle`)}</h3>
          {wf.diverges && (
            <p className="panel-error" role="alert" data-testid="walk-forward-warning">
              {t(`${k}.diverges`)}
              {wf.message ? ` ${wf.message}` : ''}
            </p>
          )}
          <p className="stg-meta">
            {t(`${k}.outOfSample`, {
              ret: pct(wf.outOfSample.totalReturn),
              sharpe: ratio(wf.outOfSample.sharpe),
            })}
          </p>
          <TableScroll label={t(`${k}.foldsRegion`)}>
            <table className="data-table" data-testid="walk-forward-folds">
              <caption className="visually-hidden">{t(`${k}.foldsCaption`)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t(`${k}.fold`)}
                  </th>
                  <th scope="col">{t(`${k}.inSampleRange`)}</th>
                  <th scope="col">{t(`${k}.outOfSampleRange`)}</th>
                  <th scope="col">{t('strategies.editor.parameters.title')}</th>
                  <th scope="col" className="num">
                    {t(`${k}.inSampleReturn`)}
                  </th>
                  <th scope="col" className="num">
                    {t(`${k}.outOfSampleReturn`)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {wf.folds.map((f, i) => (
                  <tr key={i}>
                    <td className="num">{i + 1}</td>
                    <td>
                      {day(f.inSample.from)} – {day(f.inSample.to)}
                    </td>
                    <td>
                      {day(f.outOfSample.from)} – {day(f.outOfSample.to)}
                    </td>
                    <td>{paramsText(f.params)}</td>
                    <td className="num">{pct(f.inSampleStats.totalReturn)}</td>
                    <td className="num">{pct(f.outOfSampleStats.totalReturn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </div>
  )
}
