export * from './cluster-props';
export * from './cluster-values';
export * from './cluster';
export * from './replica-set-cluster';
export * from './sharded-cluster';
export * from './global-cluster';
export * from './outage-simulation';
export * from './legacy-cluster';
