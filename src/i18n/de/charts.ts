import type { charts as en } from '../en/charts.ts'

export const charts: typeof en = {
  title: 'Charts',
  layout: 'Anordnung',
  count_one: '{{count}} Chart',
  count_other: '{{count}} Charts',
  name: 'Chart {{n}}',
  symbol: 'Symbol von Chart {{n}}',
}
