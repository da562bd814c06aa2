export { OrderSummary, type OrderSummaryData, type OrderSummaryProps } from './OrderSummary';
