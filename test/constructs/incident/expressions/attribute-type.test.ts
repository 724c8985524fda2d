/**
 * AttributeType: the engine's type names, written by the library; catalog types in the one form
 * the API stores, `CatalogEntry["<catalog type id>"]`.
 */
import { describeValue } from '../../../../src/core/l2/index';
import { incident } from '../../../../src/index';
import { engineContext, FakeCatalogType, messages } from '../alerts/alerts-util';

const { AttributeType } = incident;

function name(t: incident.AttributeType) {
  const { ctx, p } = engineContext();
  return { name: t._bind(ctx, 'type'), problems: messages(p) };
}

describe('AttributeType', () => {
  test('the scalars, in the engine\'s PascalCase', () => {
    const all = [AttributeType.string(), AttributeType.number(), AttributeType.bool(), AttributeType.text(), AttributeType.user()];
    expect(all.map((t) => name(t).name))
      .toEqual(['String', 'Number', 'Bool', 'Text', 'User']);
    expect(AttributeType.string().kind).toBe('String');
    expect(AttributeType.string().catalogType).toBeUndefined();
  });

  test('a catalog type: CatalogEntry["<id>"], never its type name (Custom["Team"] is the catalog type\'s own name)', () => {
    const { scope } = engineContext();
    const teams = new FakeCatalogType(scope, 'Teams');
    const t = AttributeType.catalogEntry(teams);
    expect(name(t).name).toBe('CatalogEntry["01HTEAMTYPE0000000000000000"]');
    expect(t.kind).toBe('CatalogEntry');
    expect(t.catalogType).toBe(teams);
  });

  test('the same type: scalars by kind, catalog types by construct or id', () => {
    const { scope } = engineContext();
    const teams = new FakeCatalogType(scope, 'Teams');
    const again = new FakeCatalogType(scope, 'Again');
    const services = new FakeCatalogType(scope, 'Services', '01HSERVICETYPE');
    expect(AttributeType.string()._sameAs(AttributeType.string())).toBe(true);
    expect(AttributeType.string()._sameAs(AttributeType.text())).toBe(false);
    expect(AttributeType.catalogEntry(teams)._sameAs(AttributeType.catalogEntry(again))).toBe(true);
    expect(AttributeType.catalogEntry(teams)._sameAs(AttributeType.catalogEntry(services))).toBe(false);
    expect(AttributeType.catalogEntry(teams)._describe()).toBe('CatalogEntry (scope/Teams)');
  });

  test('JavaScript input: a catalog type that is none', () => {
    expect(name(AttributeType.catalogEntry('Team' as any)).problems).toEqual([
      'type.catalogType: expected a catalog type (an ICatalogType with its catalogTypeId). Received: "Team". '
      + 'Allowed: a CatalogType defined here, or one looked up with CatalogType.fromTypeName. Fix: pass the catalog type construct: AttributeType.catalogEntry(teams).',
    ]);
  });
});

describe('AttributeType in messages', () => {
  test('how a fix writes it in code (_source); an instance is described by the public class, never a private kind class', () => {
    const { scope } = engineContext();
    const teams = new FakeCatalogType(scope, 'Teams');
    const scalars = [AttributeType.string(), AttributeType.number(), AttributeType.bool(), AttributeType.text(), AttributeType.user()];
    const all = [...scalars, AttributeType.catalogEntry(teams)];
    expect(all.map((t) => t._source())).toEqual([
      'AttributeType.string()', 'AttributeType.number()', 'AttributeType.bool()', 'AttributeType.text()', 'AttributeType.user()',
      "AttributeType.catalogEntry(<the FakeCatalogType 'scope/Teams'>)",
    ]);
    expect([describeValue(AttributeType.string()), describeValue(AttributeType.catalogEntry(teams))]).toEqual(['an AttributeType', 'an AttributeType']);
  });
});
