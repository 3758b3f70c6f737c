export { ContractSummaryCard } from './contract-summary-card';
export { OrderLinesTable } from './order-lines-table';
export { voTexts } from './vo-texts';
