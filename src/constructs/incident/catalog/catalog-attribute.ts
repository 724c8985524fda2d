import type { CatalogAttributeAttributes, ICatalogAttribute } from './catalog-attribute-ref';
import { CatalogAttributeType } from './catalog-attribute-type';
import type { ICatalogType } from './catalog-type-ref';
import { dependOnEntries } from './private/catalog-dependencies';
import { ARRAY_DOCUMENTED_IN } from './private/catalog-rules';
import { AttributeState, BoundCatalogAttributeType, catalogTypeState, isCatalogType, typeNameOf } from './private/catalog-state';
import { BindContext, booleanOf, Construct, dependOn, describedAs, IConstruct, importedAttribute, instanceOf, instancesOf, isLiteralText, isTokenString, ItemType, literalText, Problems, TerraformStack, throwIfProblems, warn } from '../../../core/l2/index';
import { IncidentCatalogTypeAttribute } from '../../../generated/incident/catalog-type-attribute/index';
import { checkStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An attribute of a catalog type, as `CatalogType.addAttribute(localId, options)` takes it.
 */
export interface CatalogAttributeOptions {
  /**
   * The name of the attribute, as incident.io shows it (unique within the type). Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly name: string;
  /**
   * The type of the attribute's values: `CatalogAttributeType.string()`, `.text()`, `.bool()`,
   * `.number()`, `.avatar()`, or `.catalogEntry(type)` for entries of a catalog type.
   * @default - for a backlink, the entries of the type that holds the attribute it links back to;
   * required otherwise
   */
  readonly type?: CatalogAttributeType;
  /**
   * Whether the attribute holds a list of values. The provider documents that `Bool`, `Text` and
   * `Number` attributes cannot be arrays: `array: true` with one of them is an error (the message
   * says how to send it anyway through the L1).
   * @default - not set: false for an attribute that holds values, whatever incident.io derives
   * for a backlink or path attribute
   */
  readonly array?: boolean;
  /**
   * Manage only the attribute's definition here: its values are edited in the incident.io
   * dashboard, so entries give it none, and the type's `incident_catalog_entries` leaves them
   * alone (the construct lists the attributes it manages in `managed_attributes`).
   * @default false
   */
  readonly schemaOnly?: boolean;
  /**
   * Makes this a backlink: the attribute shows the entries of another type whose attribute
   * `backlink` names this entry (on Team, the Services whose Owner is the team). Its values are
   * derived by incident.io; entries give it none.
   * @default - not a backlink
   */
  readonly backlink?: ICatalogAttribute;
  /**
   * Makes this a path attribute: the attributes to follow, in order, to reach the value (on
   * Service, Owner then Manager: the manager of the owning team). The first is an attribute of
   * this type, each next one an attribute of the type the previous one refers to. Its values are
   * derived by incident.io; entries give it none. Give `type`: the type of the last attribute.
   * @default - not a path attribute
   */
  readonly path?: ICatalogAttribute[];
}

/**
 * Properties of a catalog attribute.
 */
export interface CatalogAttributeProps extends CatalogAttributeOptions {
  /**
   * The catalog type the attribute belongs to: a `CatalogType` of this app (then entries give the
   * attribute values by its local id, the construct id), or an existing type.
   */
  readonly catalogType: ICatalogType;
}

/** The kinds of value that cannot be arrays. */
const SCALARS: readonly string[] = ['Bool', 'Text', 'Number'];

/** How a local id is written: it keys entry values in code, and names the Terraform resource. */
const LOCAL_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * An attribute of an incident.io catalog type (`incident_catalog_type_attribute`): its name, the
 * type of its values and whether it holds a list; or a backlink, a path attribute, or a
 * schema-only attribute whose values are edited in the dashboard.
 *
 * Usually made by `CatalogType.addAttribute(localId, options)`. The local id (the construct id)
 * is stable: it keys the values of entries in code and names the Terraform resource, so the
 * display name can change without touching either.
 *
 * ```ts
 * const owner = services.addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.catalogEntry(teams) });
 * teams.addAttribute('services', { name: 'Services', backlink: owner });
 * services.addEntry('checkout', { name: 'Checkout', values: { [owner.localId]: teams.entryRef('payments') } });
 * ```
 *
 * @resource incident_catalog_type_attribute
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/catalog_type_attribute
 */
export class CatalogAttribute extends Construct implements ICatalogAttribute {
  /**
   * Refers to an existing attribute by its attributes (nothing is read from incident.io): a
   * backlink or a path can point at it. Reading an attribute that was not given is an error that
   * names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromCatalogAttributeAttributes(scope: Construct, id: string, attrs: CatalogAttributeAttributes): ICatalogAttribute {
    return new ImportedCatalogAttribute(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides. */
  public readonly resource: IncidentCatalogTypeAttribute;
  /** The catalog type the attribute belongs to. */
  public readonly catalogType: ICatalogType;
  /** The local id: the construct id, which keys the values of entries. */
  public readonly localId: string;
  /** The name of the attribute, as incident.io shows it. */
  public readonly attributeName: string;
  /** The type of the attribute's values (derived from the backlink when not given). */
  public readonly attributeType: CatalogAttributeType;
  /** The engine type name the attribute is rendered with, e.g. `String` or `Custom["Team"]`. */
  public readonly typeName: string;
  /** Whether the attribute holds a list of values (as given; false when not given). */
  public readonly array: boolean;
  /** Whether only the attribute's definition is managed here. */
  public readonly schemaOnly: boolean;
  /** The attribute this one links back to, for a backlink. */
  public readonly backlink?: ICatalogAttribute;
  /** The attributes followed to the value, for a path attribute. */
  public readonly path?: ICatalogAttribute[];
  /** The catalog type whose entries the values name, for a reference attribute. */
  public readonly referencedType?: ICatalogType;

  constructor(scope: Construct, id: string, props: CatalogAttributeProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'CatalogAttributeProps');
      const p = new Problems();
      const ctx = new BindContext(this, p);
      p.required(props, ['catalogType', 'name'], { catalogType: 'the catalog type the attribute belongs to', name: 'the name the attribute has in incident.io' });
      const catalogType = instanceOf(p, 'catalogType', props.catalogType, CATALOG_TYPE);
      const backlink = instanceOf(p, 'backlink', props.backlink, ATTRIBUTE);
      const path = props.path === undefined || props.path === null ? undefined : instancesOf(p, 'path', props.path, ATTRIBUTE);
      if (props.type === undefined || props.type === null) {
        // A backlink of null is no backlink (then the type is required); one of another kind is reported by instanceOf.
        if (!backlink && (props.backlink === undefined || props.backlink === null)) {
          p.add('type', 'is required (only a backlink takes its type from the attribute it links back to).', {
            id: 'incident:catalog-attribute-type-required',
            received: props.type,
            allowed: 'a CatalogAttributeType, e.g. CatalogAttributeType.string() or CatalogAttributeType.catalogEntry(teams)',
            fix: 'set type.',
          });
        }
      }
      // A JavaScript caller's values, in the props' words (the L1 would say "expected a string" without a fix).
      checkStrings(p, props, { name: 'the name the attribute has in incident.io' });
      const array = booleanOf(p, 'array', props.array);
      booleanOf(p, 'schemaOnly', props.schemaOnly);
      const typeVariant = instanceOf(p, 'type', props.type, TYPE);
      let bound: BoundCatalogAttributeType | undefined = typeVariant?._bind(ctx, 'type');
      let attributeType = typeVariant;
      if (!typeVariant && backlink) {
        const owner = ownerOf(p, backlink);
        if (owner) {
          attributeType = CatalogAttributeType.catalogEntry(owner);
          bound = attributeType._bind(ctx, 'backlink');
        }
      }
      // Enforced by the provider (ValidateConfig; the L1's rule incident_catalog_type_attribute/one-kind says it in Terraform's words).
      const schemaOnly = props.schemaOnly === true;
      const kinds = [backlink && 'backlink', path && 'path', schemaOnly && 'schemaOnly'].filter((x): x is string => typeof x === 'string');
      if (kinds.length > 1) {
        p.add(kinds[1], `is set together with ${kinds[0]}: an attribute is at most one of a backlink, a path attribute and a schema-only attribute${schemaOnly ? ' (incident.io derives the values of a backlink or a path attribute)' : ''}.`, {
          id: 'incident:catalog-attribute-one-kind',
          received: kinds[1] === 'schemaOnly' ? true : props[kinds[1] as 'backlink' | 'path'],
          allowed: 'one of backlink, path and schemaOnly at most',
          fix: `remove ${kinds[1]}, or ${kinds[0]}.`,
        });
      }
      if (array === true && bound && SCALARS.includes(bound.kind)) {
        // Documented: ARRAY_DOCUMENTED_IN (the L1's rule incident_catalog_type_attribute/array-scalar-type only warns).
        p.add('array', `is true, but a ${bound.kind} attribute cannot be an array (${ARRAY_DOCUMENTED_IN}).`, {
          id: 'incident:catalog-attribute-array',
          received: true,
          allowed: 'array: true with CatalogAttributeType.string(), .avatar() or .catalogEntry(type); none with .bool(), .text() or .number()',
          fix: `${bound.kind === 'Text' ? 'use CatalogAttributeType.string() for a list of plain texts' : 'use CatalogAttributeType.string() for a list'}, or remove array; `
            + 'or, to send array = true as it is, create the attribute without array and override its L1: attribute.resource.addOverride(\'array\', true).',
        });
      }
      const state = catalogType ? catalogTypeState(catalogType) : undefined;
      if (state) {
        if (!LOCAL_ID.test(id)) {
          p.add('(id)', 'is not a local id: the local id keys the values of entries in code and names the Terraform resource.', {
            id: 'incident:catalog-attribute-local-id',
            received: id,
            allowed: 'letters, digits, _ and -, starting with a letter or _, e.g. owner or service_tier',
            fix: `use an id such as ${JSON.stringify(id.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^[^A-Za-z_]/, '_$&'))}.`,
          });
        } else if (state.attributes.has(id)) {
          p.add('(id)', `is the local id of another attribute of this type (${state.attributes.get(id)!.attribute.node.path}).`, {
            id: 'incident:catalog-attribute-local-id-taken',
            received: id,
            allowed: 'a local id of its own',
            fix: 'give each attribute of a type its own local id.',
          });
        }
        const stack = stackOf(this);
        if (state.stack && stack && stack !== state.stack) {
          p.add('catalogType', 'is defined in another stack: the entries of a type are keyed by the ids of its attributes, which must be in the same stack.', {
            id: 'incident:catalog-attribute-stack',
            received: catalogType,
            allowed: `a catalog type of the stack ${stack.node.path}`,
            fix: 'create the attribute with catalogType.addAttribute(...), in the stack of the type.',
          });
        }
      }
      throwIfProblems(this, p);

      this.catalogType = catalogType!;
      this.localId = id;
      this.attributeName = props.name;
      this.attributeType = attributeType!;
      this.typeName = bound!.typeName;
      this.array = props.array === true;
      this.schemaOnly = props.schemaOnly === true;
      this.backlink = backlink;
      this.path = path;
      this.referencedType = bound!.catalogType;
      // Text reaches the L1 escaped (literal text): the name, and the type name of a catalog type.
      this.resource = new IncidentCatalogTypeAttribute(this, 'Default', {
        catalogTypeId: this.catalogType.catalogTypeId,
        name: literalText(props.name),
        type: literalText(bound!.typeName),
        // Left unset when not given: incident.io derives it for backlinks and paths.
        array: props.array,
        schemaOnly: props.schemaOnly,
        backlinkAttribute: backlink?.catalogAttributeId,
        path: path?.map((a) => a.catalogAttributeId),
      });
      // A type defined here is named by a literal type name: wait for it explicitly.
      if (bound!.catalogType && catalogTypeState(bound!.catalogType)) dependOn(this.resource, bound!.catalogType);

      if (state) {
        const noValues = backlink ? 'backlink' : path !== undefined ? 'path' : props.schemaOnly === true ? 'schemaOnly' : undefined;
        const a: AttributeState = {
          localId: id, name: props.name, attribute: this, resource: this.resource, type: bound!, array: this.array, noValues,
        };
        const twin = [...state.attributes.values()].find((x) => isLiteralText(x.name) && isLiteralText(props.name) && x.name === props.name);
        state.attributeAdded(a);
        if (twin) {
          warn(this, 'incident:catalog-attribute-name', `name: is also the name of attribute '${twin.localId}' of this type. Received: ${JSON.stringify(props.name)}. `
            + 'Allowed: a name of its own within the type. Fix: rename one of them; the provider finds a new attribute\'s id by its name, so two attributes of one name are confused.');
        }
        if (!noValues) dependOnEntries(state, bound!.catalogType);
      }
      if (backlink) this.checkBacklink(backlink, typeVariant !== undefined, bound);
      if (path) this.checkPath(path, bound);
    } catch (e) {
      // Leave nothing half-built in the tree: the caller may catch the error and try again.
      scope.node.tryRemoveChild(id);
      throw e;
    }
  }

  /** The id of the attribute (a token until apply). */
  public get catalogAttributeId(): string {
    return this.resource.id;
  }

  /** Whether entries give the attribute values (not schema-only, not a backlink, not a path). */
  public get takesValues(): boolean {
    return !this.schemaOnly && !this.backlink && !this.path;
  }

  /**
   * A backlink shows the entries of the type that holds `backlink`, whose values name entries of
   * this attribute's type (the provider example: Service's Tier, of type ServiceTier; ServiceTier's
   * Services links back to it). Warnings: incident.io's rules for backlinks are not in the
   * provider.
   */
  private checkBacklink(backlink: ICatalogAttribute, typed: boolean, bound: BoundCatalogAttributeType | undefined): void {
    if (!(backlink instanceof CatalogAttribute)) return;
    const mine = typeNameOf(this.catalogType);
    if (backlink.attributeType.kind !== 'Entry' || !mayBeSame(typeNameOf(backlink.referencedType), mine)) {
      warn(this, 'incident:catalog-backlink', `backlink: links back to attribute '${backlink.localId}' (of type ${backlink.typeName}), whose values are not entries of ${mine ?? 'this type'}. `
        + `Received: ${backlink.node.path}. Allowed: an attribute of another type whose type is CatalogAttributeType.catalogEntry(<this type>). `
        + 'Fix: link back to the attribute that refers to this type.');
    }
    const theirs = typeNameOf(backlink.catalogType);
    if (typed && bound && !mayBeSame(bound.typeName, theirs)) {
      warn(this, 'incident:catalog-backlink', `type: is ${bound.typeName}, but a backlink to '${backlink.localId}' holds entries of ${theirs ?? 'its type'}. `
        + `Received: ${bound.typeName}. Allowed: ${theirs ?? 'the type of the attribute linked back to'}. Fix: leave type out: a backlink takes it from the attribute it links back to.`);
    }
  }

  /**
   * A path starts at an attribute of this type; each next attribute belongs to the type the
   * previous one refers to; the value has the type of the last. Warnings: incident.io's rules
   * for paths are not in the provider.
   */
  private checkPath(path: ICatalogAttribute[], bound: BoundCatalogAttributeType | undefined): void {
    let expected: ICatalogType | undefined = this.catalogType;
    for (let i = 0; i < path.length; i++) {
      const a = path[i];
      if (!(a instanceof CatalogAttribute) || expected === undefined) return;
      if (a.catalogType !== expected && !mayBeSame(typeNameOf(a.catalogType), typeNameOf(expected))) {
        warn(this, 'incident:catalog-path', `path[${i}]: is an attribute of ${typeNameOf(a.catalogType) ?? 'another type'}, but the path is at ${typeNameOf(expected) ?? 'another type'} there. `
          + `Received: ${a.node.path}. Allowed: an attribute of ${typeNameOf(expected) ?? 'the type the previous attribute refers to'}. `
          + 'Fix: start the path at an attribute of this type, and follow each reference attribute to an attribute of the type it refers to.');
        return;
      }
      expected = a.referencedType;
      if (i < path.length - 1 && expected === undefined) {
        warn(this, 'incident:catalog-path', `path[${i}]: is attribute '${a.localId}' of type ${a.typeName}, which refers to no catalog type, so the path cannot go on. `
          + `Received: ${a.node.path}. Allowed: a reference attribute (CatalogAttributeType.catalogEntry(...)) before the last. Fix: end the path here, or follow a reference attribute.`);
        return;
      }
    }
    const last = path[path.length - 1];
    if (last instanceof CatalogAttribute && bound && !mayBeSame(bound.typeName, last.typeName)) {
      warn(this, 'incident:catalog-path', `type: is ${bound.typeName}, but the path ends at attribute '${last.localId}' of type ${last.typeName}. `
        + `Received: ${bound.typeName}. Allowed: ${last.typeName}. Fix: give the path attribute the type of the last attribute of its path.`);
    }
  }
}

/** The type that holds a backlinked attribute (for the backlink's type), or a problem. */
function ownerOf(p: Problems, backlink: ICatalogAttribute): ICatalogType | undefined {
  try {
    return backlink.catalogType;
  } catch {
    p.add('type', 'is required: the backlink points at an attribute known by its attributes without its catalog type, so its type cannot be derived.', {
      id: 'incident:catalog-attribute-type-required',
      received: undefined,
      allowed: 'a CatalogAttributeType.catalogEntry(...) of the type that holds the attribute linked back to',
      fix: 'set type, or pass catalogType to CatalogAttribute.fromCatalogAttributeAttributes.',
    });
    return undefined;
  }
}

/** Whether two type names may be the same: unknown (not given, or references), or equal. */
function mayBeSame(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || isTokenString(a) || isTokenString(b) || a === b;
}

function stackOf(c: IConstruct): TerraformStack | undefined {
  try {
    return TerraformStack.of(c);
  } catch {
    return undefined;
  }
}

const CATALOG_TYPE: ItemType<ICatalogType> = {
  name: 'catalog type (ICatalogType)',
  example: "a CatalogType, or CatalogType.fromTypeName(this, 'Team', 'Custom[\"Team\"]')",
  is: isCatalogType,
};
const ATTRIBUTE: ItemType<ICatalogAttribute> = {
  name: 'catalog attribute (ICatalogAttribute)',
  example: "the attribute type.addAttribute(...) returned, or CatalogAttribute.fromCatalogAttributeAttributes(this, 'Owner', { catalogAttributeId })",
  is: (x): x is ICatalogAttribute => x !== null && typeof x === 'object' && 'catalogAttributeId' in x && 'node' in x,
};
const TYPE: ItemType<CatalogAttributeType> = {
  name: 'CatalogAttributeType',
  example: 'CatalogAttributeType.string()',
  is: (x): x is CatalogAttributeType => x instanceof CatalogAttributeType,
};

const FROM_ATTRIBUTES = 'CatalogAttribute.fromCatalogAttributeAttributes';

/**
 * An existing catalog attribute known by its attributes (nothing is read from incident.io), made
 * by `CatalogAttribute.fromCatalogAttributeAttributes`.
 */
class ImportedCatalogAttribute extends Construct implements ICatalogAttribute {
  private readonly attrs: CatalogAttributeAttributes;

  constructor(scope: Construct, id: string, attrs: CatalogAttributeAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'CatalogAttributeAttributes');
  }

  /** The id of the attribute (if given). */
  public get catalogAttributeId(): string { return importedAttribute(this, FROM_ATTRIBUTES, 'catalogAttributeId', this.attrs.catalogAttributeId); }
  /** The catalog type of the attribute (if given). */
  public get catalogType(): ICatalogType { return importedAttribute(this, FROM_ATTRIBUTES, 'catalogType', this.attrs.catalogType); }
}
describedAs(ImportedCatalogAttribute, 'ICatalogAttribute');
