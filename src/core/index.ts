export { Errors } from './errors';
export type { ValidationProblem } from './errors';
export { Checks } from './checks';
export { Duration } from './duration';
export * from './conformance';
export { RemovalPolicies, RemovalPolicy } from './removal-policy';
export type { IRemovable, RemovalPoliciesOptions } from './removal-policy';
export * from './testing';
