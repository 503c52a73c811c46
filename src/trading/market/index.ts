export { DepthChart } from './DepthChart.tsx'
export { OrderBook, BOOK_ROWS, type OrderBookProps } from './OrderBook.tsx'
export { RecentTrades } from './RecentTrades.tsx'
export { SymbolPicker, type SymbolPickerHandle, type SymbolPickerProps } from './SymbolPicker.tsx'
