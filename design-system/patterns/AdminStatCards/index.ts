export * from './AdminStatCards';
