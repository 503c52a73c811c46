/**
 * Published input series used by several indicator tests. Each comment names where the numbers
 * come from; the expected outputs sit in the test that uses them, with their own source.
 */

/**
 * Tulip Indicators' test series (tulipindicators.org, tests/untest.txt), as used by the
 * trading-signals library's fixtures (github.com/bennycode/trading-signals,
 * packages/trading-signals/src/…/*.test.ts).
 */
export const TULIP_PRICES = [
  81.59, 81.06, 82.87, 83.0, 83.61, 83.15, 82.84, 83.99, 84.55, 84.36, 85.53, 86.54, 86.89, 87.77,
  87.29,
]

/**
 * StockCharts ChartSchool, "Moving Averages – Simple and Exponential", worked example spreadsheet
 * cs-movavg.xls (Intel, 24 Mar – 5 May 2010): 30 closes.
 */
export const STOCKCHARTS_MOVAVG_CLOSES = [
  22.2734, 22.194, 22.0847, 22.1741, 22.184, 22.1344, 22.2337, 22.4323, 22.2436, 22.2933, 22.1542,
  22.3926, 22.3816, 22.6109, 23.3558, 24.0519, 23.753, 23.8324, 23.9516, 23.6338, 23.8225, 23.8722,
  23.6537, 23.187, 23.0976, 23.326, 22.6805, 23.0976, 22.4025, 22.1725,
]

/**
 * StockCharts ChartSchool, "Relative Strength Index (RSI)", worked example spreadsheet cs-rsi.xls
 * (14 Dec 2009 – 1 Feb 2010): 33 closes; also github.com/bukosabino/ta test/data/cs-rsi.csv.
 */
export const STOCKCHARTS_RSI_CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931,
  46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521,
  45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
]

/**
 * StockCharts ChartSchool, "MACD", worked example spreadsheet cs-macd.xls (11 Feb – 7 Aug 2009):
 * 124 closes, as kept in github.com/bukosabino/ta test/data/cs-macd.csv.
 */
export const STOCKCHARTS_MACD_CLOSES = [
  30.2, 30.28, 30.45, 29.35, 29.35, 29.29, 28.83, 28.73, 28.67, 28.85, 28.64, 27.68, 27.21, 26.87,
  27.41, 26.94, 26.52, 26.52, 27.09, 27.69, 28.45, 28.53, 28.67, 29.01, 29.87, 29.8, 29.75, 30.65,
  30.6, 30.76, 31.17, 30.89, 30.04, 30.66, 30.6, 31.97, 32.1, 32.03, 31.63, 31.85, 32.71, 32.76,
  32.58, 32.13, 33.12, 33.19, 32.52, 32.44, 33.22, 32.83, 33.62, 33.75, 33.6, 34.08, 34.58, 34.22,
  34.77, 34.74, 35.01, 34.94, 34.42, 34.4, 34.16, 33.34, 33.39, 33.51, 33.96, 34.42, 34.72, 33.94,
  33.66, 34.51, 34.87, 34.75, 35.17, 36.16, 36.45, 36.03, 36.45, 36.74, 36.61, 36.83, 36.84, 36.89,
  36.38, 35.99, 35.86, 35.88, 35.73, 36.07, 35.6, 34.98, 35.58, 36.07, 36.21, 36.46, 36.44, 36.54,
  35.81, 35.26, 35.21, 34.59, 34.73, 34.86, 35.31, 35.5, 36.63, 37.14, 37.27, 37.7, 37.87, 38.38,
  39.17, 39.05, 39.09, 39.27, 39.11, 39.86, 39.53, 39.74, 39.87, 39.82, 39.61, 39.75,
]
