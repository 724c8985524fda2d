/**
 * The values of catalog entries (catalog-entry-values.ts): each value checked against the type of
 * its attribute and rendered as the string (or list of strings) the provider takes, its text
 * escaped; every problem under the field of the value, with an id.
 */
import { Lazy, TerraformVariable } from 'cdktn';
import { renderValue, ValueReport } from '../../../../../src/constructs/incident/catalog/private/catalog-entry-values';
import type { AttributeState, ValueKind } from '../../../../../src/constructs/incident/catalog/private/catalog-state';
import { formatProblem, ValidationProblem } from '../../../../../src/core/base/errors';
import { ProblemDetails, Problems } from '../../../../../src/core/l2/index';
import { catalogStack, catalogType } from '../catalog-util';

/** A report that keeps what it is told. */
class Report implements ValueReport {
  public readonly p = new Problems();
  public readonly unknown: string[] = [];
  public hasTokens = false;
  private index: number | undefined;

  public add(field: string, problem: string, parts: ProblemDetails): void {
    this.p.add(field, problem, parts);
  }

  public here(): string {
    return `entries["a"].values.v${this.index === undefined ? '' : `[${this.index}]`}`;
  }

  public atIndex(index: number | undefined): void {
    this.index = index;
  }

  public tokens(): void {
    this.hasTokens = true;
  }

  public unknownEntry(message: string): void {
    this.unknown.push(message);
  }

  public get messages(): string[] {
    return this.p.list.map((x: ValidationProblem) => formatProblem(x));
  }
}

function attribute(kind: ValueKind, array = false, typeName: string = kind): AttributeState {
  return { localId: 'v', name: 'V', type: { kind, typeName }, array } as unknown as AttributeState;
}

describe('renderValue', () => {
  test('each kind renders the string the provider takes; text escaped, numbers and booleans as strings', () => {
    const r = new Report();
    expect(renderValue(r, attribute('String'), 'Deploy ${x}')).toEqual({ value: 'Deploy $${x}' });
    expect(renderValue(r, attribute('Text'), '%{ if y }')).toEqual({ value: '%%{ if y }' });
    expect(renderValue(r, attribute('Number'), 2.5)).toEqual({ value: '2.5' });
    expect(renderValue(r, attribute('Number'), '3')).toEqual({ value: '3' });
    expect(renderValue(r, attribute('Bool'), false)).toEqual({ value: 'false' });
    expect(renderValue(r, attribute('String', true), ['a', 'b ${c}'])).toEqual({ arrayValue: ['a', 'b $${c}'] });
    expect(renderValue(r, attribute('Entry', false, 'Custom["Team"]'), 'payments')).toEqual({ value: 'payments' });
    expect([r.messages, r.hasTokens, r.unknown]).toEqual([[], false, []]);
  });

  test('a reference passes as it is, and says the map holds tokens', () => {
    const stack = catalogStack();
    const r = new Report();
    const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
    expect(renderValue(r, attribute('String'), v)).toEqual({ value: v });
    expect(r.hasTokens).toBe(true);
    const lazy = new Report();
    expect(renderValue(lazy, attribute('Bool'), Lazy.anyValue({ produce: () => true }))).toEqual({ value: expect.stringMatching(/TfToken/) });
    expect(lazy.hasTokens).toBe(true);
  });

  test('a value of the wrong type, a list for one value, one value for a list: problems under the value\'s field', () => {
    const r = new Report();
    expect(renderValue(r, attribute('Number'), 'three')).toBeUndefined();
    expect(renderValue(r, attribute('Number'), Infinity)).toBeUndefined();
    expect(renderValue(r, attribute('String'), ['a'])).toBeUndefined();
    expect(renderValue(r, attribute('String', true), 'a')).toBeUndefined();
    expect(renderValue(r, attribute('Bool', true), [true, 'yes'])).toBeUndefined();
    expect(r.messages).toEqual([
      'entries["a"].values.v: expected a number: attribute \'v\' is of type Number. Received: "three". Allowed: a number. Fix: write the number itself, e.g. v: 3.',
      'entries["a"].values.v: is not a finite number. Received: Infinity. Allowed: a number. Fix: give a finite number.',
      'entries["a"].values.v: expected one value: attribute \'v\' holds one value, not a list. Received: a list of 1 item. Allowed: a string. Fix: remove the surrounding [ ].',
      'entries["a"].values.v: expected a list: attribute \'v\' holds a list (array: true). Received: "a". Allowed: a list of strings. Fix: wrap the value in [ ].',
      'entries["a"].values.v[1]: expected a boolean: attribute \'v\' is of type Bool. Received: "yes". Allowed: a boolean. Fix: write true or false, not "yes".',
    ]);
    expect(r.p.list.map((x) => x.id)).toEqual([
      'incident:catalog-value-type', 'incident:catalog-value-finite', 'incident:catalog-value-one', 'incident:catalog-value-list', 'incident:catalog-value-type',
    ]);
  });

  test('an identifier that names no entry of a type defined here is reported as unknown (a warning of the pass)', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments' });
    const r = new Report();
    const owner = { ...attribute('Entry', false, 'Custom["Team"]'), type: { kind: 'Entry', typeName: 'Custom["Team"]', catalogType: teams } } as AttributeState;
    expect(renderValue(r, owner, 'ledger')).toEqual({ value: 'ledger' });
    expect(renderValue(r, owner, teams.entryRef('payments'))).toEqual({ value: 'payments' });
    expect(r.unknown).toEqual([
      'entries["a"].values.v: names no entry of Custom["Team"]; its entries are defined in this app, and incident.io deletes any other. '
      + 'Received: "ledger". Allowed: the external id or an alias of an entry of Custom["Team"], e.g. "payments". Fix: add the entry to Custom["Team"], or correct the identifier.',
    ]);
  });
});
