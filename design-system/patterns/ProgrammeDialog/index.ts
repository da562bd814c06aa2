export * from './ProgrammeDialog';
