import type { ICatalogType } from './catalog-type-ref';
import { BoundCatalogAttributeType, isCatalogType, typeNameOf, ValueKind } from './private/catalog-state';
import { checkCustomTypeName } from './private/catalog-type-checks';
import { BindContext, describedAs, isLiteralText } from '../../../core/l2/index';

/**
 * The type of a catalog attribute's values: one of the primitive types the provider documents for
 * `incident_catalog_type_attribute` (`String`, `Text`, `Bool`, `Number`, `Image["avatar"]`; the
 * `Labels` primitive is not supported for catalog attributes), or the entries of a catalog type.
 * The construct renders the engine type name, so nobody spells `string` or `Custom['Team']`.
 *
 * ```ts
 * services.addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.catalogEntry(teams) });
 * services.addAttribute('tier', { name: 'Tier', type: CatalogAttributeType.number() });
 * ```
 *
 * The values an entry gives an attribute are typed by it: a string for `string()`, `text()` and
 * `avatar()`, a number for `number()`, a boolean for `bool()`, an entry (`teams.entryRef('payments')`,
 * `CatalogEntry.lookup(...)`) or an entry's identifier for `catalogEntry(type)`; a list of them for
 * an attribute with `array: true` (which the provider documents for `string()`, `avatar()` and
 * catalog entries only: `array: true` with `bool()`, `text()` or `number()` is an error).
 */
export abstract class CatalogAttributeType {
  /** Simple text without formatting (`String`). */
  public static string(): CatalogAttributeType {
    return new ValueType('String', 'String');
  }

  /** Rich text, with formatting like italic and bold (`Text`); it cannot be an array. */
  public static text(): CatalogAttributeType {
    return new ValueType('Text', 'Text');
  }

  /** True or false (`Bool`); it cannot be an array. */
  public static bool(): CatalogAttributeType {
    return new ValueType('Bool', 'Bool');
  }

  /** A floating point number (`Number`); it cannot be an array. */
  public static number(): CatalogAttributeType {
    return new ValueType('Number', 'Number');
  }

  /**
   * The URL of a person's avatar, shown inline as a circular image (`Image["avatar"]`).
   */
  public static avatar(): CatalogAttributeType {
    return new ValueType('Image', 'Image["avatar"]');
  }

  /**
   * Entries of a catalog type: the type defined here (`CatalogType`, whose type name is
   * `Custom["<Name>"]`), or an existing one (`CatalogType.fromTypeName(this, 'Team',
   * 'PagerDutyService')` for a type synced from an integration). The attribute is rendered with
   * the type's type name; for a type defined here it is created after that type.
   * @param catalogType the catalog type whose entries the values name
   */
  public static catalogEntry(catalogType: ICatalogType): CatalogAttributeType {
    return new ValueType('Entry', undefined, catalogType);
  }

  /** The kind of values: `String`, `Text`, `Bool`, `Number`, `Image` or `Entry`. */
  public abstract readonly kind: string;

  /**
   * @internal Checks the type (its problems go to the context, under `field`) and says what the
   * attribute renders; undefined when it is unusable.
   */
  public abstract _bind(ctx: BindContext, field: string): BoundCatalogAttributeType | undefined;
}

/** One kind of values: a primitive type (its engine type name), or the entries of a catalog type. */
class ValueType extends CatalogAttributeType {
  /**
   * @param kind the kind of values
   * @param typeName the engine type name of a primitive type
   * @param catalogType the catalog type of `Entry` values
   */
  constructor(public readonly kind: ValueKind, private readonly typeName?: string, private readonly catalogType?: ICatalogType) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundCatalogAttributeType | undefined {
    if (this.kind !== 'Entry') return { kind: this.kind, typeName: this.typeName! };
    const t = this.catalogType;
    if (!isCatalogType(t)) {
      ctx.problems.add(field, 'was made by CatalogAttributeType.catalogEntry with no catalog type.', {
        id: 'incident:catalog-attribute-type-no-type',
        received: t,
        allowed: 'a catalog type: a CatalogType, or CatalogType.fromTypeName(...)',
        fix: "pass the catalog type, e.g. CatalogAttributeType.catalogEntry(teams) or CatalogAttributeType.catalogEntry(CatalogType.fromTypeName(this, 'PagerDuty', 'PagerDutyService')).",
      });
      return undefined;
    }
    // Reading the type name of a type known by its attributes without one throws, naming it.
    const typeName = t.typeName;
    if (isLiteralText(typeName) && /^CatalogEntry\[/.test(typeName)) {
      // The engine type of the entries is not the name of their type (see CatalogType.fromTypeName).
      ctx.problems.add(field, 'names a catalog type by the engine type of its entries, CatalogEntry[...], not by its type name.', {
        id: 'incident:catalog-attribute-type-engine-type',
        received: typeName,
        allowed: 'the type name of a catalog type: Custom["<Name>"] or the name of a synced type, e.g. PagerDutyService',
        fix: 'look the type up by its type name, e.g. CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\').',
      });
      return undefined;
    }
    // A type known by its attributes or looked up is refused there; one that implements ICatalogType itself, here.
    const before = ctx.problems.length;
    checkCustomTypeName(ctx.problems.under(field), 'catalogType.typeName', typeName,
      (json) => `refer to the type by its well-written name and override the attribute's L1: attribute.resource.addOverride('type', ${json})`);
    if (ctx.problems.length > before) return undefined;
    return { kind: 'Entry', typeName: typeNameOf(t) ?? typeName, catalogType: t };
  }
}
describedAs(ValueType, 'CatalogAttributeType');
