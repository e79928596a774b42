// @casino/shared/format: the one formatter of money, dates and missing values for every app (issue 46).
export { EMPTY_VALUE, orEmpty } from './empty';
export { formatMoney, MINUS, type MoneyOptions, type MoneyValue } from './money';
export {
  DATE_SHAPE, DATE_TIME_SHAPE, TIMESTAMP_SHAPE, formatDate, formatDateTime, formatTimestamp, minutesSince, nextWalletMidnight, type Instant,
} from './date-time';
