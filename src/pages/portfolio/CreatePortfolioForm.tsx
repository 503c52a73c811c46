import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/FormField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useCreatePortfolio } from '../../data/portfolios.ts'

/** A new portfolio: a name and, if wanted, a description. */
export function CreatePortfolioForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [checked, setChecked] = useState(false)
  const create = useCreatePortfolio((p) => {
    toast.success(t('portfolio.create.created', { name: p.name }))
    setName('')
    setDescription('')
    setChecked(false)
  })

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    setChecked(true)
    if (name.trim() === '') return
    create.mutate({ name: name.trim(), description: description.trim() || null })
  }

  return (
    <form
      className="portfolio-create"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
      data-testid="create-portfolio"
    >
      <h3 id={`${id}-title`}>{t('portfolio.create.title')}</h3>
      <fieldset disabled={disabled || create.isPending}>
        <FormField
          id={`${id}-name`}
          label={t('portfolio.list.name')}
          value={name}
          maxLength={100}
          autoComplete="off"
          error={checked && name.trim() === '' ? t('portfolio.create.nameRequired') : undefined}
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
        <button type="submit" className="btn btn-primary">
          {create.isPending ? t('portfolio.create.submitting') : t('portfolio.create.submit')}
        </button>
      </fieldset>
    </form>
  )
}
