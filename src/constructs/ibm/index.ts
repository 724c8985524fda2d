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
export * from './flags/feature-flag';
export * from './properties/property-value';
export * from './properties/property';
