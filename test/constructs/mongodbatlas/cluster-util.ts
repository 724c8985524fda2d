import { App, TerraformStack } from 'cdktn';
import { mongodbatlas, TerrainTesting } from '../../../src';
import { SYNTH_TIME_CONTEXT } from '../../../src/core/runtime/synth-time';
import { errorOf } from '../../util';

/** The clock the tests inject: synth happens at this instant. */
export const NOW = '2026-11-22T12:00:00Z';
export const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

export function clusterStack(): TerraformStack {
  const app = new App({ context: { [SYNTH_TIME_CONTEXT]: NOW } });
  const stack = new TerraformStack(app, 'test');
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
  return stack;
}

export function synthDoc(stack: TerraformStack): any {
  return TerrainTesting.synthToObject(stack);
}

/** The single advanced cluster body of a document. */
export function clusterBody(doc: any): any {
  const all = Object.values(doc.resource.mongodbatlas_advanced_cluster ?? {});
  if (all.length !== 1) throw new Error(`expected one cluster, found ${all.length}`);
  return all[0];
}

export { errorOf };

/** The message of a synth-time validation failure. */
export function synthError(stack: TerraformStack): string {
  return errorOf(() => synthDoc(stack)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

export const base = { projectId: PROJECT, name: 'orders', instanceSize: 'M30' };
export const threeNodes = [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }];
