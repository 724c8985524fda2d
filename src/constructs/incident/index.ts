export * from './catalog-type-ref';
export * from './escalation-path-ref';
export * from './schedule-ref';
export * from './user-ref';
// Alerts: rich text, references, bindings, conditions, expressions, attributes, sources, routes
export * from './alert-values';
export * from './rich-text';
export * from './engine-ref';
export * from './binding';
export * from './condition';
export * from './expression';
export * from './attribute-type';
export * from './alert-attribute-ref';
export * from './alert-attribute';
export * from './alert-source-ref';
export * from './alert-source';
export * from './alert-route-ref';
export * from './alert-route';
