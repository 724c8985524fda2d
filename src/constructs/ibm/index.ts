// Instance: the App Configuration instance every other construct hangs from
export * from './instance/app-configuration-ref';
export * from './instance/app-configuration';
// Environments and collections
export * from './environments/environment-ref';
export * from './environments/environment-base';
export * from './environments/environment';
export * from './collections/collection-ref';
export * from './collections/collection';
// Segments and targeting
export * from './segments/segment-ref';
export * from './segments/segment-rule';
export * from './segments/segment';
// Flags and properties
export * from './flags/feature-flag-ref';
export * from './flags/feature-flag';
export * from './properties/property-ref';
export * from './properties/property-value';
export * from './properties/property';
// Provider: the configuration of the IBM Cloud provider
export * from './provider/ibm-cloud-auth';
export * from './provider/ibm-cloud-provider';
// Lookups: environments, collections, and lists of features, properties, collections and environments
export * from './lookups/environment-lookup';
export * from './lookups/collection-lookup';
export * from './lookups/feature-list-ref';
export * from './lookups/feature-list-lookup';
export * from './lookups/property-list-ref';
export * from './lookups/property-list-lookup';
export * from './lookups/collection-list-ref';
export * from './lookups/collection-list-lookup';
export * from './lookups/environment-list-ref';
export * from './lookups/environment-list-lookup';
// Integrations: Git sync (snapshots), Key Protect / HPCS and Event Notifications
export * from './integrations/git-sync-ref';
export * from './integrations/git-sync';
export * from './integrations/kms-integration-ref';
export * from './integrations/kms-integration';
export * from './integrations/event-notifications-integration-ref';
export * from './integrations/event-notifications-integration';
