import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Portfolio } from '../../../protocol/index.ts'
import { FormField } from '../../components/FormField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useUpdatePortfolio } from '../../data/portfolios.ts'

/**
 * One portfolio in the list: the radio that makes it the active one, its name and description,
 * rename in place and delete (the page asks first).
 */
export function PortfolioItem({
  portfolio,
  checked,
  disabled,
  onChoose,
  onDelete,
}: {
  portfolio: Portfolio
  /** Active, or just chosen and on its way to the server. */
  checked: boolean
  disabled: boolean
  onChoose: (p: Portfolio) => void
  onDelete: (p: Portfolio) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(portfolio.name)
  const [description, setDescription] = useState(portfolio.description ?? '')
  const rename = useUpdatePortfolio((p) => {
    toast.success(t('portfolio.list.renamed', { name: p.name }))
    setEditing(false)
  })

  function save(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    if (name.trim() === '') return
    rename.mutate({
      id: portfolio.id,
      patch: { name: name.trim(), description: description.trim() || null },
    })
  }

  if (editing)
    return (
      <li className="portfolio-item editing" data-testid={`portfolio-${portfolio.name}`}>
        <form className="portfolio-rename" onSubmit={save} noValidate>
          <fieldset disabled={disabled || rename.isPending}>
            <FormField
              id={`${id}-name`}
              label={t('portfolio.list.name')}
              value={name}
              maxLength={100}
              autoComplete="off"
              error={name.trim() === '' ? t('portfolio.create.nameRequired') : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <FormField
              id={`${id}-description`}
              label={t('portfolio.list.description')}
              value={description}
              maxLength={500}
              autoComplete="off"
              onChange={(e) => setDescription(e.target.value)}
            />
            <div className="portfolio-item-actions">
              <button type="submit" className="btn btn-small btn-primary">
                {t('portfolio.list.save')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => setEditing(false)}>
                {t('portfolio.list.cancel')}
              </button>
            </div>
          </fieldset>
        </form>
      </li>
    )

  return (
    <li className="portfolio-item" data-testid={`portfolio-${portfolio.name}`}>
      <label className="portfolio-choice">
        <input
          type="radio"
          name="active-portfolio"
          checked={checked}
          disabled={disabled}
          onChange={() => onChoose(portfolio)}
        />
        <span className="portfolio-name">{portfolio.name}</span>
        {portfolio.isActive && (
          <span className="holding-source">{t('portfolio.list.activeBadge')}</span>
        )}
      </label>
      {portfolio.description && <p className="portfolio-description">{portfolio.description}</p>}
      <div className="portfolio-item-actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('portfolio.list.renameLabel', { name: portfolio.name })}
          disabled={disabled}
          onClick={() => {
            setName(portfolio.name)
            setDescription(portfolio.description ?? '')
            setEditing(true)
          }}
        >
          {t('portfolio.list.rename')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('portfolio.list.deleteLabel', { name: portfolio.name })}
          disabled={disabled}
          onClick={() => onDelete(portfolio)}
        >
          {t('portfolio.list.delete')}
        </button>
      </div>
    </li>
  )
}
