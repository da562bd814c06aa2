export { SessionList, sessionLabel, type SessionListProps } from './SessionList';
