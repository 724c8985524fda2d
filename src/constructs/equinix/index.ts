// Lookups: ports and service profiles
export * from './lookups/port-ref';
export * from './lookups/port';
export * from './lookups/port-lookup';
export * from './lookups/service-profile-ref';
export * from './lookups/service-profile';
export * from './lookups/service-profile-lookup';
// Connections: the values a connection is made of
export * from './connections/bandwidth';
export * from './connections/term-length';
export * from './connections/link-protocol';
export * from './connections/notifications';
export * from './connections/service-provider-options';
export * from './connections/access-point';
export * from './connections/fabric-connection-ref';
export * from './connections/fabric-connection';
// Routing: cloud routers and the routing protocols of their connections
export * from './routing/cloud-router-ref';
export * from './routing/cloud-router';
export * from './routing/routing-protocol-ref';
export * from './routing/routing-protocol';
export * from './routing/route-filter-ref';
export * from './routing/route-filter';
export * from './routing/route-aggregation-ref';
export * from './routing/route-aggregation';
// Provider: the configuration of the Equinix provider
export * from './provider/provider-auth';
export * from './provider/fabric-provider';
