/**
 * The record of the escalation L2s' rules: every warning id in the sources is listed, every rule
 * says what it rests on (errors: the provider code or the L2 contract; warnings: where it is
 * stated), and the provider code an error cites names the pinned provider's files.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ESCALATION_RULES, MAX_BRANCH_NESTING } from '../../../../../src/constructs/incident/escalation/private/escalation';

const DIR = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'constructs', 'incident', 'escalation');

describe('ESCALATION_RULES', () => {
  test('every warning id of the escalation sources is listed, and every listed warning is used', () => {
    const used = new Set<string>();
    // The escalation files only: the other incident L2s keep their own records.
    for (const f of fs.readdirSync(DIR).filter((x) => /^(escalation-.*|working-hours)\.ts$/.test(x))) {
      for (const m of fs.readFileSync(path.join(DIR, f), 'utf8').matchAll(/'(incident:[a-z-]+)'/g)) used.add(m[1]);
    }
    const listed = ESCALATION_RULES.filter((r) => r.level === 'warning').map((r) => r.id);
    expect([...used].sort()).toEqual([...listed].sort());
  });

  test('errors rest on the provider or on the L2 contract; warnings say where they are stated', () => {
    for (const r of ESCALATION_RULES) {
      if (r.level === 'error') expect([r.id, !!(r.enforcedBy || r.contract)]).toEqual([r.id, true]);
      else expect([r.id, !!r.documentedIn && !r.enforcedBy]).toEqual([r.id, true]);
      if (r.enforcedBy) expect(r.enforcedBy).toMatch(/^internal\/provider\/[a-z_]+\.go: /);
    }
    expect(MAX_BRANCH_NESTING).toBe(5);
  });
});
