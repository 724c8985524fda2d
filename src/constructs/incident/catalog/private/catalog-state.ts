/**
 * What the catalog constructs of this folder know of each other: a catalog type defined here
 * (`CatalogType`) registers its attributes and its entry table, so that an attribute, an entry
 * reference or a lookup can find them from an `ICatalogType` without importing `CatalogType`
 * (which imports them). Not part of the public API.
 */
import { IConstruct } from 'constructs';
import type { IncidentCatalogEntries } from '../../../../generated/incident/catalog-entries/index';
import type { IncidentCatalogTypeAttribute } from '../../../../generated/incident/catalog-type-attribute/index';
import type { ICatalogType } from '../catalog-type-ref';

/** The kinds of value an attribute holds, by the engine type it is rendered with. */
export type ValueKind = 'String' | 'Text' | 'Bool' | 'Number' | 'Image' | 'Entry';

/** What a `CatalogAttributeType` renders, once bound to an attribute. */
export interface BoundCatalogAttributeType {
  /** The engine type name the attribute is rendered with: `String`, `Custom["Team"]`, ... */
  readonly typeName: string;
  readonly kind: ValueKind;
  /** For `Entry`: the catalog type whose entries the values name. */
  readonly catalogType?: ICatalogType;
}

/** One attribute of a catalog type defined here. */
export interface AttributeState {
  /** The local id (the construct id of the attribute): what entry values are keyed by. */
  readonly localId: string;
  /** The display name, as given (a token is possible). */
  readonly name: unknown;
  readonly attribute: IConstruct;
  readonly resource: IncidentCatalogTypeAttribute;
  readonly type: BoundCatalogAttributeType;
  readonly array: boolean;
  /** Why the attribute takes no values from code, if it takes none. */
  readonly noValues?: 'schemaOnly' | 'backlink' | 'path';
}

/** The entries a catalog type manages, as other constructs see them. */
export interface EntryIndex {
  /** The `incident_catalog_entries` of the type. */
  readonly resource: IncidentCatalogEntries;
  /** Changes whenever an entry is added. */
  readonly version: number;
  /** Whether an entry has this external id. */
  hasExternalId(id: string): boolean;
  /**
   * The external ids and aliases of the entries, and their names when `names` is true (by default
   * when the type has `useNameAsIdentifier`).
   */
  identifiers(names?: boolean): ReadonlySet<string>;
  /** A few external ids, for messages. */
  examples(): string[];
}

/** A catalog type defined here, as the other catalog constructs see it. */
export interface CatalogTypeState {
  readonly type: ICatalogType;
  /** The stack of the type: its attributes must be in it (entries are keyed by their ids). */
  readonly stack: IConstruct | undefined;
  /** The attributes, by local id, in the order they were added. */
  readonly attributes: Map<string, AttributeState>;
  /** The entries, when the type manages them (`manageEntries`, the default). */
  readonly entries?: EntryIndex;
  /** Called by an attribute once it is registered. */
  attributeAdded(a: AttributeState): void;
}

const STATES = new WeakMap<object, CatalogTypeState>();

/** Registers a catalog type defined here. */
export function registerCatalogType(state: CatalogTypeState): void {
  STATES.set(state.type, state);
}

/** The state of a catalog type defined here (a `CatalogType`), or undefined for any other. */
export function catalogTypeState(type: unknown): CatalogTypeState | undefined {
  return type !== null && typeof type === 'object' ? STATES.get(type) : undefined;
}

/**
 * The type name of a catalog type, or undefined when it cannot be read (a type known by its
 * attributes without a type name throws when it is read).
 */
export function typeNameOf(type: ICatalogType | undefined): string | undefined {
  try {
    const v = type?.typeName;
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a value can stand for a catalog type (a JavaScript caller can pass anything). */
export function isCatalogType(x: unknown): x is ICatalogType {
  return x !== null && typeof x === 'object' && 'catalogTypeId' in x && 'typeName' in x && 'node' in x;
}
