/**
 * The secret fields of the L2s: every attribute the provider marks sensitive or write-only, of every
 * resource type a family's L2s render, is reached through a case (or listed as not exposed, with
 * the reason). Each case is written with a number, a list, an object and a string; the value must
 * be in no message, warning, policy finding or topology the library prints (the Terraform JSON
 * holds a literal secret that was accepted: that is the configuration). A wrong value is described
 * by its kind only: `a number (not shown: the field is sensitive)`.
 */
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { readL2 } from '../../scripts/docs/l2';
import { AtlasBestPractices, EquinixBestPractices, IncidentBestPractices, Policies, TerrainSynth, TerrainTesting } from '../../src';

/** One secret field of an L2. */
export interface SecretFieldCase {
  /** The attribute it renders, `<terraform type>.<attribute path>`, e.g. `mongodbatlas_database_user.password`. */
  readonly attribute: string;
  /** How users reach it, for the test's name, e.g. `DatabaseUserAuthentication.password({ password })`. */
  readonly field: string;
  /** Builds what holds `value` in the field, in `scope` (it may throw). */
  build(scope: Construct, value: unknown): void;
}

/** The values every field is written with, and the text of each that must not be printed. */
export const SECRET_VALUES: ReadonlyArray<{ readonly kind: string; readonly value: unknown; readonly text: string }> = [
  { kind: 'a number', value: 987654321098, text: '987654321098' },
  { kind: 'a list', value: ['S3cr3t-List-Item'], text: 'S3cr3t-List-Item' },
  { kind: 'an object', value: { key: 'S3cr3t-Obj-Val' }, text: 'S3cr3t-Obj-Val' },
  { kind: 'a string', value: 'S3cr3t-Str1ng-Val', text: 'S3cr3t-Str1ng-Val' },
];

interface Block { a?: Record<string, [unknown, number, [string, number]?]>; b?: Record<string, [string, number]> }
interface Facts { blocks: Block[]; resources: Record<string, number> }

/** The sensitive (8) or write-only (32) attributes of a resource type, as `<type>.<path>`. */
export function secretAttributes(provider: string, type: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const facts = JSON.parse(require(`../../src/generated/${provider}/schema-facts`).SCHEMA_FACTS) as Facts;
  const out: string[] = [];
  const walk = (i: number, at: string, depth: number) => {
    const b = facts.blocks[i];
    if (!b || depth > 10) return;
    for (const [name, [, flags, nested]] of Object.entries(b.a ?? {})) {
      if (Math.floor(flags / 8) % 2 === 1 || Math.floor(flags / 32) % 2 === 1) out.push(`${at}${name}`);
      if (nested) walk(nested[1], `${at}${name}.`, depth + 1);
    }
    for (const [name, [, child]] of Object.entries(b.b ?? {})) walk(child, `${at}${name}.`, depth + 1);
  };
  if (facts.resources[type] !== undefined) walk(facts.resources[type], `${type}.`, 0);
  return out;
}

/** The resource types the L2 constructs of a provider render (their `@resource` tags). */
export function renderedTypes(provider: string): string[] {
  const model = readL2(path.join(__dirname, '..', '..'));
  return [...new Set(model.constructs.filter((c) => c.provider === provider).flatMap((c) => c.resources))].sort();
}

/** Everything the library prints about a stack: messages, warnings, policy findings, the topology. */
function printed(setup: (stack: TerraformStack) => void, build: (scope: Construct) => void): string {
  const app = new App();
  const stack = new TerraformStack(app, 'secrets');
  setup(stack);
  const out: string[] = [];
  for (const pack of [new AtlasBestPractices(), new IncidentBestPractices(), new EquinixBestPractices()]) Policies.of(app).add(pack);
  try {
    build(new Construct(stack, 'Case'));
    try {
      TerrainTesting.synth(stack);
    } catch (e) {
      out.push(String((e as Error).message));
    }
    out.push(...TerrainTesting.warnings(stack));
    try {
      out.push(JSON.stringify(Policies.of(app).findings()));
      out.push(TerrainSynth.topology(stack));
    } catch (e) {
      out.push(String((e as Error).message));
    }
  } catch (e) {
    out.push(String((e as Error).message));
  }
  return out.join('\n');
}

/**
 * The secret-field tests of a provider's L2s.
 * @param provider e.g. `mongodbatlas`
 * @param setup adds the provider (and what every case needs) to a stack
 * @param cases one per secret attribute the L2s reach
 * @param notExposed the secret attributes of the rendered types that no L2 prop reaches, each with the reason
 */
export function describeSecretFields(
  provider: string, setup: (stack: TerraformStack) => void, cases: readonly SecretFieldCase[], notExposed: Record<string, string>,
): void {
  describe(`${provider}: secret fields print no secret`, () => {
    test('every sensitive or write-only attribute of the types the L2s render has a case, or is listed as not exposed', () => {
      const all = renderedTypes(provider).flatMap((t) => secretAttributes(provider, t)).sort();
      expect([...new Set([...cases.map((c) => c.attribute), ...Object.keys(notExposed)])].sort()).toEqual(all);
      for (const [attribute, reason] of Object.entries(notExposed)) expect(`${attribute}: ${reason}`).toMatch(/: \w.{10,}/);
    });

    for (const c of cases) {
      for (const v of SECRET_VALUES) {
        test(`${c.field} (${c.attribute}) given ${v.kind}: the value is printed nowhere`, () => {
          const text = printed(setup, (scope) => c.build(scope, v.value));
          expect(text).not.toContain(v.text);
        });
      }
    }
  });
}
