export * from './events';
export * from './event-draft';
export * from './registrations';
export * from './event-calendar';
export * from './event-calendar-views';
export * from './attendance';
export * from './retention';
export * from './demo-events';
