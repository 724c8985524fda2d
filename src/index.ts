export * as mongodbatlas from './namespaces/mongodbatlas';
export * as incident from './namespaces/incident';
export * as ibm from './namespaces/ibm';
export * as equinix from './namespaces/equinix';
export * from './core';
export * from './terraform/types';
export * from './policy';
