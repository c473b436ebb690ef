export * from './outbox';
export * from './promotion-rules';
