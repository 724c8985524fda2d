/**
 * The internal contracts of the escalation L2s and the record of their rules (PropRule records):
 * every warning id in the sources is listed, every rule says what it rests on (errors: the
 * provider code or the L2 contract; warnings: where they are stated, and their id), and the
 * provider code an error cites names the pinned provider's files.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App } from 'cdktn';
import { Construct } from 'constructs';
import {
  BranchBindContext, ESCALATION_RULES, LevelBindContext, MAX_BRANCH_NESTING,
} from '../../../../../src/constructs/incident/escalation/private/escalation';
import { checkRules, Problems } from '../../../../../src/core/l2/index';

const DIR = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'constructs', 'incident', 'escalation');

/** The escalation sources: the files of the room and of its private folder. */
function sources(): string[] {
  const own = fs.readdirSync(DIR).filter((x) => x.endsWith('.ts')).map((x) => path.join(DIR, x));
  const hidden = fs.readdirSync(path.join(DIR, 'private')).filter((x) => x.endsWith('.ts')).map((x) => path.join(DIR, 'private', x));
  return [...own, ...hidden];
}

describe('ESCALATION_RULES', () => {
  test('every warning id of the escalation sources is listed, and every listed warning is used', () => {
    const used = new Set<string>();
    // A warning: warn(scope, '<id>', ...) or ctx.warn('<id>', ...); problem ids are no warnings.
    for (const f of sources()) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/\bwarn\(\s*(?:[\w.]+,\s*)?'(incident:[a-z-]+)'/g)) used.add(m[1]);
    }
    const listed = ESCALATION_RULES.filter((r) => r.warningId !== undefined).map((r) => r.warningId!);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].sort()).toEqual([...listed].sort());
  });

  test('errors rest on the provider, the L2 contract or the documentation the L2 refuses by; warnings are documented-only rules with their id', () => {
    for (const r of ESCALATION_RULES) {
      const grounds = [r.enforcedBy, r.contract, r.documentedIn].filter((x) => x !== undefined);
      if (r.warningId === undefined) expect([r.name, grounds.length]).toEqual([r.name, 1]);
      else expect([r.name, !!r.documentedIn, r.enforcedBy, r.warningId]).toEqual([r.name, true, undefined, r.name]);
      if (r.documentedIn) expect(r.documentedIn).toMatch(/^(internal\/client\/client\.gen\.go|docs\/resources\/[a-z_]+\.md|internal\/provider\/[a-z_]+\.go): |^the /);
      if (r.enforcedBy) expect(r.enforcedBy).toMatch(/^internal\/provider\/[a-z_]+\.go: /);
      expect(r.summary).toMatch(/\.$/);
    }
    expect(new Set(ESCALATION_RULES.map((r) => r.name)).size).toBe(ESCALATION_RULES.length);
    expect(MAX_BRANCH_NESTING).toBe(5);
  });

  test('each refusal the documentation grounds is a problem id the sources use (the L2 refuses it: an error, not a warning)', () => {
    const text = sources().map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const refusals = ESCALATION_RULES.filter((r) => r.documentedIn !== undefined && r.warningId === undefined).map((r) => r.name);
    expect(refusals).toEqual([
      'incident:escalation-level-urgency', 'incident:escalation-level-ack-mode', 'incident:escalation-target-mode', 'incident:working-hours-weekday',
      'incident:escalation-transition', 'incident:escalation-retry-attempts',
    ]);
    for (const id of refusals) expect([id, text.includes(`id: '${id}'`)]).toEqual([id, true]);
  });

  test('the rules are checked where the builder takes its input: the table itself checks nothing', () => {
    expect(ESCALATION_RULES.filter((r) => r.check !== undefined)).toEqual([]);
    expect(checkRules(ESCALATION_RULES, {}).list).toEqual([]);
  });
});

describe('the bind contexts', () => {
  test('a level\'s targets are bound with its urgency; a branch\'s conditions with the path\'s calendars', () => {
    const scope = new Construct(new App(), 'path');
    const p = new Problems();
    const level = new LevelBindContext(scope, p, 'low');
    expect([level.scope, level.problems, level.urgency]).toEqual([scope, p, 'low']);
    const bound = { id: 'UK', name: 'UK', rendered: { id: 'UK', name: 'UK', timezone: 'Europe/London', weekdayIntervals: [] } };
    const asked: Array<[string, string]> = [];
    const branch = new BranchBindContext(scope, p, (hours, field) => {
      asked.push([String(hours), field]);
      return bound;
    });
    expect(branch.workingHours('uk', 'B.conditions[0].workingHours')).toBe(bound);
    expect(asked).toEqual([['uk', 'B.conditions[0].workingHours']]);
  });
});
