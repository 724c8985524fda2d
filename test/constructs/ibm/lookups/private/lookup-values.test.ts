/**
 * The shared checks of the App Configuration lookups: the rule records (one word each, reported by
 * a source, asserted by a test), the page, the tags and the filters, without a lookup around them.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { filterIdsOf, instanceOf, LOOKUP_RULES, pageOf, tagsOf } from '../../../../../src/constructs/ibm/lookups/private/lookup-values';
import { Problems } from '../../../../../src/core/l2';
import { child, GUID, ibmStack, instance, warningsOf } from '../lookup-doubles';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');
const read = (dir: string): string => fs.readdirSync(dir, { withFileTypes: true })
  .map((e) => (e.isDirectory() ? read(path.join(dir, e.name)) : e.name.endsWith('.ts') ? fs.readFileSync(path.join(dir, e.name), 'utf8') : '')).join('\n');

describe('LOOKUP_RULES', () => {
  test('each rule is on one word, reported by a source and asserted by a test', () => {
    const sources = read(path.join(ROOT, 'src', 'constructs', 'ibm', 'lookups')).replace(/export const LOOKUP_RULES[\s\S]*?\n\];/, '');
    const tests = read(path.join(ROOT, 'test', 'constructs', 'ibm', 'lookups')).replace(/describe\('LOOKUP_RULES'[\s\S]*?\n\}\);/, '');
    for (const r of LOOKUP_RULES) {
      expect([r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined)).toHaveLength(1);
      if (r.level === 'warning') expect(r.warningId).toBe(r.id);
      expect([r.id, sources.includes(`'${r.id}'`), tests.includes(r.id)]).toEqual([r.id, true, true]);
    }
  });
});

describe('pageOf', () => {
  test('no page, a page, a number token', () => {
    const s = ibmStack();
    const p = new Problems();
    const n = new TerraformVariable(s, 'n', { type: 'number' }).numberValue;
    expect(pageOf(new Construct(s, 'A'), p, {})).toEqual({ limit: undefined, offset: undefined });
    expect(pageOf(new Construct(s, 'B'), p, { limit: 1, offset: 0 })).toEqual({ limit: 1, offset: 0 });
    expect(pageOf(new Construct(s, 'C'), p, { limit: n, offset: n })).toEqual({ limit: n, offset: n });
    expect(p.list).toEqual([]);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a limit token without an offset warns without its value', () => {
    const s = ibmStack();
    pageOf(new Construct(s, 'A'), new Problems(), { limit: new TerraformVariable(s, 'n', { type: 'number' }).numberValue });
    expect(warningsOf(s)).toEqual([expect.stringContaining('[ibm:lookup-limit-without-offset] limit is set without offset: the data source reads one page of limit records from the first one')]);
  });
});

describe('tagsOf and filterIdsOf', () => {
  test('tags joined; unset, empty', () => {
    const p = new Problems();
    expect([tagsOf(p, ['a', 'b']), tagsOf(p, undefined), tagsOf(p, [])]).toEqual(['a,b', undefined, undefined]);
    expect(p.list).toEqual([]);
  });

  test('the ids of a collection list; a bare id and a token list are refused', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const p = new Problems();
    expect(filterIdsOf(p, 'collections', [child(appConfig, 'a'), child(appConfig, 'b')], appConfig)).toEqual(['a', 'b']);
    expect(p.list).toEqual([]);
    filterIdsOf(p, 'collections', ['checkout'] as any, appConfig);
    filterIdsOf(p, 'segments', new TerraformVariable(s, 'l', { type: 'list(string)' }).listValue as any, appConfig);
    expect(p.list.map((x) => `${x.field}: ${x.problem} Fix: ${x.fix}`)).toEqual([
      'collections[0]: expected an ICollection, not an id. Fix: refer to it by its id: Collection.fromCollectionAttributes(this, "checkout", { instance: appConfig, collectionId: "checkout" }), or pass the one you made, e.g. appConfig.addCollection(\'checkout\').',
      "segments: must be a list known at synth, not a token. Fix: list the segments in code, e.g. [appConfig.addSegment('beta-users', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] })].",
    ]);
  });

  test('instanceOf: the instance, or a problem', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const p = new Problems();
    expect(instanceOf(p, 'instance', appConfig)).toBe(appConfig);
    expect(instanceOf(p, 'instance', {})).toBeUndefined();
    expect(p.list.map((x) => x.problem)).toEqual(['expected an IAppConfiguration.']);
    expect(GUID).toBe(appConfig.guid);
  });
});

test('tagsOf: items that are no string are refused, never joined (an object without prototype has no string form)', () => {
  const p = new Problems();
  expect(tagsOf(p, [Object.create(null), 'ok'] as any)).toBeUndefined();
  expect(p.list.map((x) => `${x.field}: ${x.problem}`)).toEqual(['tags[0]: expected a string.']);
});
