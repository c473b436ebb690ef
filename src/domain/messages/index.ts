export * from './outbox';
export * from './promotion-rules';
export * from './message-choices';
export * from './campaigns';
export * from './text-messages';
export * from './audience-tally';
