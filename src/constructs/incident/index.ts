export * from './catalog-type-ref';
export * from './escalation-path-ref';
export * from './schedule-ref';
export * from './user-ref';
