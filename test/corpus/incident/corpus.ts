/**
 * The incident corpus: realistic configurations, written as cdktn apps with the generated L1s and
 * modelled on the provider's examples/ and acceptance tests (incident-io/incident v6.3.0), that
 * must synthesize with no error and no warning (not a test file itself).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { incident, TerrainTesting } from '../../../src';

/** One configuration: an app with one stack holding the provider and what `build` adds. */
export interface CorpusApp {
  readonly name: string;
  readonly build: (stack: TerraformStack) => void;
  /**
   * Provider arguments besides the API key.
   * @default none
   */
  readonly provider?: Omit<incident.IncidentProviderConfig, 'apiKey'>;
  /**
   * Warnings the configuration provokes on purpose (e.g. a deprecated attribute of the legacy
   * schema), each matched as a substring of one warning.
   * @default none
   */
  readonly expectedWarnings?: readonly string[];
}

export interface CorpusResult {
  readonly doc: any;
  readonly warnings: string[];
  readonly errors: string[];
}

/** Builds a corpus app the way a user's app is built: a stack, the provider with the API key from a sensitive variable. */
export function buildApp(corpus: CorpusApp): TerraformStack {
  const app = new App();
  const stack = new TerraformStack(app, corpus.name);
  const apiKey = new TerraformVariable(stack, 'incident_api_key', {
    type: 'string',
    sensitive: true,
    description: 'API key of the incident.io organization (Settings > API keys)',
  });
  new incident.IncidentProvider(stack, 'incident', { apiKey: apiKey.stringValue, ...corpus.provider });
  corpus.build(stack);
  return stack;
}

/** Synthesizes a corpus app (built by `buildApp`). */
export function synthApp(corpus: CorpusApp): CorpusResult {
  const stack = buildApp(corpus);
  const doc = TerrainTesting.synthToObject(stack, { printWarnings: false });
  return { doc, warnings: TerrainTesting.warnings(stack), errors: TerrainTesting.errors(stack) };
}

/** Synthesizes every app of an area and checks it is clean (or warns exactly as it means to). */
export function expectClean(apps: readonly CorpusApp[]): void {
  test.each(apps.map((a) => [a.name, a] as const))('%s synthesizes with no error and no warning', (_name, corpus) => {
    const { warnings, errors } = synthApp(corpus);
    expect(errors).toEqual([]);
    const expected = corpus.expectedWarnings ?? [];
    expect(warnings).toHaveLength(expected.length);
    for (const e of expected) expect(warnings.some((w) => w.includes(e))).toBe(true);
  });
}

/** A rich-text document (the JSON an alert source title or an incident name stores), from paragraphs of text and `{{ variables }}`. */
export function richText(...paragraphs: string[]): string {
  const inline = (p: string) => p.split(/(\{\{[^}]+\}\})/).filter(Boolean).map((part) => {
    const v = /^\{\{\s*([^}]+?)\s*\}\}$/.exec(part);
    return v ? { attrs: { label: v[1], missing: false, name: v[1] }, type: 'varSpec' } : { text: part, type: 'text' };
  });
  return JSON.stringify({ content: paragraphs.map((p) => ({ content: inline(p), type: 'paragraph' })), type: 'doc' });
}

/** Organization ids the configurations refer to (as an export from the dashboard would). */
export const IDS = {
  platformTeam: '01HQ9S346Q3D25VT4F5V37E3S3',
  paymentsTeam: '01HQ9S3Y2X4P7KQ0B3VJ8N6D5C',
  engineeringManager: '01HQTH82F7AG3BCKKDJWBHP1G2',
  alice: '01GX3C1TK13RQSEGP59XZ3MYP0',
  bob: '01GX3C2B8R0M7T9Q4V6W1Y3Z5A',
  priorityP1: '01HJ1CYFW6VZSKDENC8SP3804G',
  priorityP2: '01HJ1CYFW6VZSKDENC8SP3805H',
  severityCritical: '01GCEDNG1QVJ8Y8MJBYHX0CH8T',
  incidentLeadRole: '01HB0ZG24MPVF28Z5NF18DQT84',
  messageTemplate: '01KHJTJR4FZJJZQ6G02EBFJAAY',
  slackChannel: 'C04KX7T2M9R',
  slackTeam: 'T01234ABCDE',
} as const;
