export { Errors, ValidationProblem } from './errors';
export * from './conformance';
export * from './testing';
