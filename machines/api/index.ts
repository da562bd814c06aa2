/** The API's shared schemas (server validation, app adapters' types). */
export * from './errors';
export * from './customer.schema';
export * from './booking.schema';
export * from './order.schema';
export * from './payments.schema';
