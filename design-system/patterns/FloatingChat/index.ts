export { FloatingChat, type FloatingChatProps } from './FloatingChat';
