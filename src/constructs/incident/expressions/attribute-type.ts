import { BindContext, describedAs, describeValue } from '../../../core/l2/index';
import type { ICatalogType } from '../catalog/catalog-type-ref';

/**
 * The type of the values of an alert attribute, and of what an expression returns: a scalar
 * (`AttributeType.string()`, `number()`, `bool()`, `text()`, `user()`) or the entries of a catalog
 * type (`AttributeType.catalogEntry(teams)`). The library writes the engine's type name, so that
 * it is never misspelt (`String`, not `string`).
 *
 * A catalog type is written in the one form the API stores and returns,
 * `CatalogEntry["<catalog type id>"]` (the API's own examples: an alert attribute of type
 * `CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]`, and the engine type of the custom type
 * `Custom["Team"]` given as `CatalogEntry["<its id>"]`). It is rendered from the catalog type's
 * id, whether the type is defined here (`CatalogType`) or looked up (`CatalogType.fromTypeName`):
 * never write `CatalogEntry[...]` by hand.
 */
export abstract class AttributeType {
  /** Text on one line (`String`). */
  public static string(): AttributeType {
    return new Scalar('String');
  }

  /** A number (`Number`). */
  public static number(): AttributeType {
    return new Scalar('Number');
  }

  /** True or false (`Bool`). */
  public static bool(): AttributeType {
    return new Scalar('Bool');
  }

  /** Longer text (`Text`). */
  public static text(): AttributeType {
    return new Scalar('Text');
  }

  /** An incident.io user (`User`). */
  public static user(): AttributeType {
    return new Scalar('User');
  }

  /**
   * Entries of a catalog type: `CatalogEntry["<catalog type id>"]`.
   * @param catalogType the catalog type, defined here or looked up
   */
  public static catalogEntry(catalogType: ICatalogType): AttributeType {
    return new CatalogEntryType(catalogType);
  }

  /** The kind of type: `String`, `Number`, `Bool`, `Text`, `User` or `CatalogEntry`. */
  public abstract readonly kind: string;

  /** The catalog type, for `CatalogEntry` types. */
  public abstract readonly catalogType?: ICatalogType;

  /**
   * @internal Checks the type where a construct uses it (problems under `field`) and returns the
   * engine's type name, or undefined when the type is unusable (a catalog type without its id).
   */
  public abstract _bind(ctx: BindContext, field: string): string | undefined;

  /**
   * @internal Whether two types are the same type (a catalog type is the same construct, or has
   * the same id).
   */
  public _sameAs(other: AttributeType): boolean {
    if (this.kind !== other.kind) return false;
    if (this.kind !== 'CatalogEntry') return true;
    const a = this.catalogType;
    const b = other.catalogType;
    return a === b || (typeof a?.catalogTypeId === 'string' && a.catalogTypeId === b?.catalogTypeId);
  }

  /**
   * @internal How a fix writes the type in code: `AttributeType.string()`, or
   * `AttributeType.catalogEntry(<the CatalogType 'app/Team'>)`.
   */
  public _source(): string {
    if (this.kind !== 'CatalogEntry') return `AttributeType.${this.kind === 'Bool' ? 'bool' : this.kind.toLowerCase()}()`;
    return `AttributeType.catalogEntry(<${describeValue(this.catalogType)}>)`;
  }

  /** @internal How messages name the type, e.g. `String` or `CatalogEntry (Team)`. */
  public _describe(): string {
    if (this.kind !== 'CatalogEntry') return this.kind;
    const t = this.catalogType as { typeName?: unknown; node?: { path?: string } } | undefined;
    const name = typeof t?.node?.path === 'string' ? t.node.path : typeof t?.typeName === 'string' ? t.typeName : 'a catalog type';
    return `CatalogEntry (${name})`;
  }
}

/** A scalar type: its kind is the engine's type name. */
class Scalar extends AttributeType {
  public readonly catalogType = undefined;
  constructor(public readonly kind: string) {
    super();
  }

  public _bind(_ctx: BindContext, _field: string): string {
    return this.kind;
  }
}
describedAs(Scalar, 'AttributeType');

/** The entries of a catalog type: `CatalogEntry["<catalog type id>"]`. */
class CatalogEntryType extends AttributeType {
  public readonly kind = 'CatalogEntry';
  constructor(public readonly catalogType: ICatalogType) {
    super();
  }

  public _bind(ctx: BindContext, field: string): string | undefined {
    const t: unknown = this.catalogType;
    const id = t !== null && typeof t === 'object' ? (t as { catalogTypeId?: unknown }).catalogTypeId : undefined;
    if (typeof id !== 'string' || id === '') {
      ctx.problems.add(`${field}.catalogType`, 'expected a catalog type (an ICatalogType with its catalogTypeId).', {
        id: 'incident:attribute-type-catalog-type',
        received: t,
        allowed: 'a CatalogType defined here, or one looked up with CatalogType.fromTypeName',
        fix: 'pass the catalog type construct: AttributeType.catalogEntry(teams).',
      });
      return undefined;
    }
    return `CatalogEntry["${id}"]`;
  }
}
describedAs(CatalogEntryType, 'AttributeType');
