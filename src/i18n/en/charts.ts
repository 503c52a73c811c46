/** /charts: the layout switch and each chart's name. */
export const charts = {
  title: 'Charts',
  layout: 'Layout',
  count_one: '{{count}} chart',
  count_other: '{{count}} charts',
  name: 'Chart {{n}}',
  symbol: 'Chart {{n}} symbol',
}
