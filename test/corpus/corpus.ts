/**
 * The corpus: realistic configurations, each a cdktn app of one stack built from the generated
 * L1s, modelled on the providers' examples and acceptance tests. Every app must synthesize through
 * TerrainTesting (validations, aspects and conformance to the provider schema) with no error, and
 * with no warning but those its configuration provokes on purpose. test/corpus/coverage.test.ts
 * checks that the apps of a provider, together, use every type of its spec.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { TerrainTesting } from '../../src';

/** One app of the corpus. */
export interface CorpusApp {
  /** What the app deploys, in a few words (the test title). */
  readonly name: string;
  /** Where the configuration comes from: the provider's example or acceptance test it follows. */
  readonly after: string;
  /** Builds the app's one stack. */
  readonly build: (scope: Construct, id: string) => TerraformStack;
  /** Warnings the configuration provokes on purpose, exactly as TerrainTesting.warnings prints them. */
  readonly warnings?: readonly string[];
}

export interface Synthesized {
  readonly doc: any;
  readonly warnings: string[];
}

/** Synthesizes one app (throws on any error, as `cdktn synth` would fail). */
export function synthApp(c: CorpusApp): Synthesized {
  const app = new App();
  const stack = c.build(app, 'corpus');
  const doc = TerrainTesting.synthToObject(stack);
  return { doc, warnings: TerrainTesting.warnings(stack) };
}

/** The types a synthesized document uses: `provider`, `<resource type>`, `data.<data source type>`. */
export function typesOf(doc: any): string[] {
  return [
    ...Object.keys(doc.provider ?? {}).length ? ['provider'] : [],
    ...Object.keys(doc.resource ?? {}),
    ...Object.keys(doc.data ?? {}).map((t) => `data.${t}`),
  ];
}

/** A sensitive string variable, the way a real stack takes a credential. */
export function sensitive(scope: Construct, id: string, description: string): string {
  return new TerraformVariable(scope, id, { type: 'string', sensitive: true, description }).stringValue;
}

/** A plain string variable (an id that differs per environment). */
export function input(scope: Construct, id: string, description: string, defaultValue?: string): string {
  return new TerraformVariable(scope, id, { type: 'string', description, default: defaultValue }).stringValue;
}

/** Runs the checks every app of an area gets: it synthesizes, with exactly the warnings it provokes on purpose. */
export function describeApps(area: string, apps: readonly CorpusApp[], more: (synthesized: (name: string) => Synthesized) => void = () => undefined) {
  describe(area, () => {
    const cache = new Map<string, Synthesized>();
    const synthesized = (name: string): Synthesized => {
      const c = apps.find((a) => a.name === name);
      if (!c) throw new Error(`no app '${name}' in ${area}`);
      if (!cache.has(name)) cache.set(name, synthApp(c));
      return cache.get(name)!;
    };
    test.each(apps.map((a) => [a.name, a] as const))('%s: synthesizes with no error and only the warnings it provokes on purpose', (name, c) => {
      expect(synthesized(name).warnings).toEqual(c.warnings ?? []);
    });
    more(synthesized);
  });
}
