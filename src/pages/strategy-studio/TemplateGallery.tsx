import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StrategyTemplate } from '../../../protocol/index.ts'
import { toast } from '../../components/toast/toast.ts'
import { usePortfolios } from '../../data/portfolios.ts'
import { useCreateStrategy } from '../../data/strategies-actions.ts'
import { useStrategyTemplates } from '../../data/strategies.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { NumberField, SelectField, TextField } from './fields.tsx'
import { money } from './strategy-format.ts'

/** The templates, each with "Use template": a name, the capital and the portfolio, then create. */
export function TemplateGallery() {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const templates = useStrategyTemplates()
  const [chosen, setChosen] = useState<StrategyTemplate | null>(null)
  return (
    <section className="panel stg-templates" aria-labelledby="stg-templates-title">
      <h2 id="stg-templates-title">{t('strategies.templates.title')}</h2>
      {templates.isError && !templates.data && (
        <p className="panel-error" role="alert">
          {localize(templates.error.message)}{' '}
          <button type="button" className="btn btn-small" onClick={() => void templates.refetch()}>
            {t('common.tryAgain')}
          </button>
        </p>
      )}
      {!templates.data && !templates.isError && (
        <p className="panel-note" role="status">
          {t('common.loading')}
        </p>
      )}
      <ul className="stg-template-list">
        {templates.data?.map((tpl) => (
          <li key={tpl.id} className="stg-template" data-testid={`template-${tpl.id}`}>
            <h3>{tpl.name}</h3>
            <p>{tpl.description}</p>
            <p className="stg-meta">
              {t('strategies.templates.market', {
                symbol: tpl.config.symbol,
                timeframe: tpl.config.timeframe,
                market: t(`strategies.editor.markets.${tpl.config.market}`),
              })}
            </p>
            <p className="stg-meta">
              {t('strategies.templates.requiredCapital', { capital: money(tpl.requiredCapital) })}
            </p>
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('strategies.templates.useNamed', { name: tpl.name })}
              aria-expanded={chosen?.id === tpl.id}
              onClick={() => setChosen(chosen?.id === tpl.id ? null : tpl)}
            >
              {t('strategies.templates.use')}
            </button>
          </li>
        ))}
      </ul>
      {chosen && <FromTemplate key={chosen.id} template={chosen} done={() => setChosen(null)} />}
    </section>
  )
}

function FromTemplate({ template, done }: { template: StrategyTemplate; done: () => void }) {
  const { t } = useTranslation()
  const portfolios = usePortfolios().data?.value ?? []
  const [name, setName] = useState(template.name)
  const [capital, setCapital] = useState<number | undefined>(template.requiredCapital)
  const [picked, setPortfolioId] = useState<string | null>(null)
  // The active portfolio until the trader picks one (the list may arrive after the form opens).
  const portfolioId = picked ?? (portfolios.find((p) => p.isActive) ?? portfolios[0])?.id ?? ''
  const create = useCreateStrategy()
  const k = 'strategies.templates'
  const ok = name.trim() !== '' && capital !== undefined && capital > 0 && portfolioId !== ''
  return (
    <form
      className="stg-from-template"
      aria-label={t(`${k}.formTitle`, { name: template.name })}
      data-testid="template-form"
      onSubmit={(e) => {
        e.preventDefault()
        if (!ok) return
        create.mutate(
          { name: name.trim(), templateId: template.id, allocatedCapital: capital, portfolioId },
          {
            onSuccess: (s) => {
              toast.success(t(`${k}.created`, { name: s.name }))
              done()
            },
          },
        )
      }}
    >
      <h3>{t(`${k}.formTitle`, { name: template.name })}</h3>
      {portfolios.length === 0 && <p className="panel-note warn">{t(`${k}.noPortfolio`)}</p>}
      <div className="stg-row">
        <TextField label={t(`${k}.name`)} value={name} onChange={setName} testId="template-name" />
        <NumberField
          label={t(`${k}.capital`)}
          value={capital}
          onChange={setCapital}
          testId="template-capital"
        />
        <SelectField
          label={t(`${k}.portfolio`)}
          value={portfolioId}
          options={portfolios.map((p) => ({ value: p.id, label: p.name }))}
          onChange={setPortfolioId}
        />
      </div>
      <div className="stg-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!ok || create.isPending}
          data-testid="template-create"
        >
          {t(`${k}.create`)}
        </button>
        <button type="button" className="btn" onClick={done}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
