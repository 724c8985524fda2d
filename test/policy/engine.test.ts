/**
 * The policy pass (engine.ts) through a pack made here: a built-in-style rule (definePack) that
 * throws, a production matcher that throws, a warning and an error, a suppression that matches
 * nothing. The packs' own tests (test/policy/*.test.ts) cover the rest of the pass; the parts it
 * uses have their own: rule-index, suppressions and failures.
 */
import { TerraformStack } from 'cdktn';
import { judge } from './util';
import { mongodbatlas, Policies } from '../../src';
import { UNUSED_SUPPRESSION } from '../../src/policy/engine';
import { definePack, IPolicyPack } from '../../src/policy/pack';
import { IProductionMatcher } from '../../src/policy/production';
import { ResourceRule } from '../../src/policy/rule';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';
const USER = 'mongodbatlas_database_user';

function pack(name: string, rules: ResourceRule[], production?: IProductionMatcher): IPolicyPack {
  const p: IPolicyPack = { packName: name, rules: [] };
  definePack(p, name, rules, production);
  return p;
}

const rule = (id: string, level: 'error' | 'warning', check: ResourceRule['check']): ResourceRule => ({
  id, level, summary: 'a demo rule', explanation: 'for the engine tests', fix: 'none', types: [USER], check,
});

function user(stack: TerraformStack, id = 'App') {
  if (!stack.node.tryFindChild('atlas')) new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
  return new mongodbatlas.MongodbatlasDatabaseUser(stack, id, {
    projectId: PROJECT, username: 'app', authDatabaseName: '$external', awsIamType: 'ROLE', roles: [{ roleName: 'read', databaseName: 'orders' }],
  });
}

test('a warning becomes an annotation with the rule id, an error a validation error of the construct', () => {
  const j = judge([pack('Demo', [
    rule('Demo-C1', 'warning', (input, _t, report) => report('username', 'is short.', { received: input.username, allowed: 'at least 5 characters', fix: 'use a longer name.' })),
    rule('Demo-C2', 'error', (_input, _t, report) => report('roles[0].role_name', 'is read.')),
  ])], (s) => user(s));
  expect(j.warnings).toContain('test/App: [Demo-C1] username: is short. Received: "app". Allowed: at least 5 characters. Fix: use a longer name.');
  expect(j.error).toBe('Validation failed with the following errors:\n  [test/App] [Demo-C2] roles[0].roleName: is read.'
    + "\n\nIf you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.\n");
});

/** The place an error was thrown, line and column left out (they move when this file is edited). */
const at = (text: string) => text.replace(/(test\/policy\/engine\.test\.ts):\d+:\d+/g, '$1:<line>:<col>');

test('a rule that throws is a finding that names the bug by the error\'s class and place (never its message), never a crash', () => {
  const j = judge([pack('Demo', [rule('Demo-C1', 'warning', () => { throw new Error('boom'); })])], (s) => user(s));
  expect(j.findings.map((f) => at(`[${f.constructPath}] [${f.ruleId}] ${f.message}`))).toEqual([
    '[test/App] [Demo-C1] (input): could not be evaluated: the rule threw an Error at test/policy/engine.test.ts:<line>:<col> (its message is not shown: it may quote the input). '
    + 'This is a bug in terrain-constructs. '
    + "Fix: report it to terrain-constructs with the rule id and the place it was thrown; meanwhile suppress Demo-C1 on 'test/App' with a reason.",
  ]);
});

test("a production matcher that throws is a finding that names the pack's matcher", () => {
  const throwing: IProductionMatcher = { isProduction: () => { throw new Error('no labels here'); } };
  const j = judge([pack('Demo', [rule('Demo-C1', 'error', (_i, _t, report, context) => {
    if (context.isProduction({})) report('username', 'is production.');
  })], throwing)], (s) => user(s));
  expect(j.findings.map((f) => at(f.message))).toEqual([
    "(input): could not be evaluated: the Demo pack's production matcher threw an Error at test/policy/engine.test.ts:<line>:<col>. "
    + 'Fix: make isProduction(labels) of the matcher return true or false for any labels.',
  ]);
});

test('a suppression that matches no finding warns on the stack it reaches', () => {
  const j = judge([pack('Demo', [rule('Demo-C1', 'warning', () => undefined)])], (s) => {
    user(s);
    Policies.of(s).suppress('Demo-C1', 'the demo rule is not relevant here');
  });
  expect(UNUSED_SUPPRESSION).toBe('terrain:unused-suppression');
  expect(j.warnings).toContain(`test: [${UNUSED_SUPPRESSION}] Policies.of('test').suppress('Demo-C1', ...) matched no finding in this synth. `
    + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.');
});
