export { QuickActionCard, quickActionIcons, type QuickActionCardProps } from './QuickActionCard';
