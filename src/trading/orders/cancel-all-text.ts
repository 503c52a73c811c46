import type { TFunction } from 'i18next'

/** What the "Cancel all" button and its confirmation say: how many orders, and of which symbol. */
export interface CancelAllText {
  /** The button's accessible name. */
  button: string
  title: string
  body: string
  confirm: string
}

export function cancelAllText(
  t: TFunction,
  count: number,
  symbol: string | undefined,
): CancelAllText {
  const all = symbol === undefined
  return {
    button: all
      ? t('orders.cancelAll.buttonLabel', { count })
      : t('orders.cancelAll.buttonLabelOn', { count, symbol }),
    title: all ? t('orders.cancelAll.title') : t('orders.cancelAll.titleOn', { symbol }),
    body: all
      ? t('orders.cancelAll.body', { count })
      : t('orders.cancelAll.bodyOn', { count, symbol }),
    confirm: t('orders.cancelAll.confirm', { count }),
  }
}
