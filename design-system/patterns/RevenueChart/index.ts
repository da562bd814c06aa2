export * from './RevenueChart';
