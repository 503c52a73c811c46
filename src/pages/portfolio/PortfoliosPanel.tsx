import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Portfolio } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useDeletePortfolio, useUpdatePortfolio } from '../../data/portfolios.ts'
import { CreatePortfolioForm } from './CreatePortfolioForm.tsx'
import { PortfolioItem } from './PortfolioItem.tsx'

/**
 * Every portfolio of the trader: which one is active (one at a time: the server makes the
 * others inactive), rename, delete after a confirmation, and a new one. A refusal (open
 * positions) is shown with the server's reason.
 */
export function PortfoliosPanel({
  portfolios,
  offline,
}: {
  portfolios: readonly Portfolio[]
  offline: boolean
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [deleting, setDeleting] = useState<Portfolio | null>(null)
  const remove = useDeletePortfolio()
  const activeId = portfolios.find((p) => p.isActive)?.id ?? null
  // The radio the trader chose shows at once; it holds while the list still names the active
  // portfolio it was chosen over, and gives way to the server's word once the list changes.
  const [chosen, setChosen] = useState<{ id: string; over: string | null } | null>(null)
  const shownActive = chosen && chosen.over === activeId ? chosen.id : activeId
  const activate = useUpdatePortfolio((p) =>
    toast.success(t('portfolio.list.madeActive', { name: p.name })),
  )
  const choose = (p: Portfolio) => {
    setChosen({ id: p.id, over: activeId })
    activate.mutate({ id: p.id, patch: { isActive: true } }, { onError: () => setChosen(null) })
  }

  return (
    <section
      className="panel portfolios-panel"
      aria-labelledby={titleId}
      data-testid="portfolio-list"
    >
      <header className="panel-header">
        <h2 id={titleId}>{t('portfolio.list.title')}</h2>
      </header>
      <fieldset className="portfolio-choices">
        <legend className="visually-hidden">{t('portfolio.list.active')}</legend>
        <ul className="portfolio-items">
          {portfolios.map((p) => (
            <PortfolioItem
              key={p.id}
              portfolio={p}
              checked={p.id === shownActive}
              disabled={offline || activate.isPending}
              onChoose={choose}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </fieldset>
      <CreatePortfolioForm disabled={offline} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('portfolio.list.confirmTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('portfolio.list.delete')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting
          if (!target) return
          remove.mutate(target.id, {
            onSuccess: () => toast.success(t('portfolio.list.deleted', { name: target.name })),
            onSettled: () => setDeleting(null),
          })
        }}
      >
        <p>{t('portfolio.list.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  )
}
