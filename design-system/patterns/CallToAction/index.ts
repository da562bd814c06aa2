export * from './CallToAction';
