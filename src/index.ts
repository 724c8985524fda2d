export * as mongodbatlas from './namespaces/mongodbatlas';
export * from './core';
