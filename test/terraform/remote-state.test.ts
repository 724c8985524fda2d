/**
 * Cross-stack references offline (src/terraform/remote-state.ts): a consumer's plan reads the
 * remote state of a producer of the same app that was never applied from a stand-in state, the
 * producer's outputs with placeholders of the type of what each output refers to.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas } from '../../src';
import { withStandInRemoteStates } from '../../src/terraform/remote-state';
import { ProviderSchema, schemaFromFacts } from '../../src/terraform/schema';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ATLAS = schemaFromFacts(require('../../src/generated/mongodbatlas/schema-facts').SCHEMA_FACTS);
const schemaOf = (type: string): ProviderSchema | undefined => (type.startsWith('mongodbatlas_') ? ATLAS : undefined);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-state-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An app with a producer stack `base` (outputs of each kind) and a consumer stack `users`. */
function app() {
  const a = new App({ outdir: path.join(dir, 'out') });
  const base = new TerraformStack(a, 'base');
  new mongodbatlas.MongodbatlasProvider(base, 'atlas');
  const role = new mongodbatlas.MongodbatlasCustomDbRole(base, 'auditor', { projectId: 'p', roleName: 'auditor' });
  const tags = new TerraformVariable(base, 'tags', { type: 'list(string)' });
  new TerraformOutput(base, 'role_name', { value: role.roleName, sensitive: true });
  new TerraformOutput(base, 'first_action', { value: role.actions.get(0).action });
  new TerraformOutput(base, 'tag_list', { value: tags.listValue });
  new TerraformOutput(base, 'count', { value: 3 });
  new TerraformOutput(base, 'lookup', { value: '${data.mongodbatlas_advanced_cluster.orders.paused}' });
  const users = new TerraformStack(a, 'users');
  return { base, users };
}
const remote = (file: string, backend = 'local') => ({ data: { terraform_remote_state: { base: { backend, config: { path: file } } } }, resource: {} });

test('pass: a producer of the app whose state file is missing: a stand-in state of its outputs, and the document pointed at it', () => {
  const { users } = app();
  const doc = remote(path.join(dir, 'terraform.base.tfstate'));
  const out = withStandInRemoteStates(doc, users, dir, schemaOf);
  const file = path.join(dir, 'remote-states', 'base.tfstate');
  expect(out).toEqual({ data: { terraform_remote_state: { base: { backend: 'local', config: { path: file } } } }, resource: {} });
  expect(doc.data.terraform_remote_state.base.config.path).toBe(path.join(dir, 'terraform.base.tfstate'));
  const state = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect([state.version, state.lineage, state.resources]).toEqual([4, 'terrain-stand-in-base', []]);
  expect(state.outputs).toEqual({
    role_name: { value: 'stand-in', type: 'string', sensitive: true },
    first_action: { value: 'stand-in', type: 'string', sensitive: false },
    tag_list: { value: ['stand-in'], type: ['list', 'string'], sensitive: false },
    count: { value: 0, type: 'number', sensitive: false },
    lookup: { value: false, type: 'bool', sensitive: false },
  });
});

test('fail: nothing to stand in for: no remote state, a state file that exists, another backend, a producer not in the app, the consumer itself', () => {
  const { users } = app();
  const none = { resource: {} };
  expect(withStandInRemoteStates(none, users, dir, schemaOf)).toBe(none);
  const existing = path.join(dir, 'terraform.base.tfstate');
  fs.writeFileSync(existing, '{}');
  for (const doc of [remote(existing), remote(path.join(dir, 'x', 'terraform.base.tfstate'), 's3'), remote(path.join(dir, 'terraform.other.tfstate')),
    remote(path.join(dir, 'terraform.users.tfstate')), remote(path.join(dir, 'state.json'))]) {
    expect(withStandInRemoteStates(doc, users, dir, schemaOf)).toBe(doc);
  }
  expect(fs.existsSync(path.join(dir, 'remote-states'))).toBe(false);
});
