export { Errors, ValidationProblem } from './errors';
export * from './conformance';
export { IRemovable, RemovalPolicies, RemovalPoliciesOptions, RemovalPolicy } from './removal-policy';
export * from './testing';
