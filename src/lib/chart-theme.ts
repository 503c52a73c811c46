/**
 * The theme for canvas charts: canvas drawing cannot use `var(--up)`, so colours are read from
 * the element's CSS custom properties, and every uPlot axis is drawn the same way.
 */

/** A reader of the element's custom properties, each with the colour to use when unset. */
export function cssColors(el: Element): (name: string, fallback: string) => string {
  const css = getComputedStyle(el)
  return (name, fallback) => css.getPropertyValue(name).trim() || fallback
}

/** uPlot axis styling: labels in the text colour, grid lines and ticks in the grid colour. */
export const themedAxis = (text: string, grid: string) => ({
  stroke: text,
  grid: { stroke: grid, width: 1 },
  ticks: { stroke: grid, width: 1 },
})
