import { CatalogAttribute, CatalogAttributeOptions } from './catalog-attribute';
import { CatalogEntry, CatalogEntryOptions, ICatalogEntryMapper } from './catalog-entry';
import type { CatalogTypeLookup } from './catalog-type-lookup';
import type { CatalogTypeAttributes, ICatalogType } from './catalog-type-ref';
import { CatalogEntriesResource, CatalogEntryTable } from './private/catalog-entries';
import { AttributeState, CatalogTypeState, registerCatalogType } from './private/catalog-state';
import { checkCategories, checkCustomTypeName, checkLocalId, checkTypeName, mixedEntriesWarnings, NO_ENTRIES } from './private/catalog-type-checks';
import { booleanOf, Construct, describedAs, describeValue, IConstruct, importedAttribute, listOf, literalText, Problems, setInput, TerraformStack, throwIfProblems, validateAtSynth, ValidationError, ValidationProblem, warn } from '../../../core/l2/index';
import { IncidentCatalogEntries } from '../../../generated/incident/catalog-entries/index';
import { IncidentCatalogType } from '../../../generated/incident/catalog-type/index';
import { checkStrings, stringListOf } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * The categories a catalog type can belong to, as the incident.io dashboard groups types
 * (`categories` of `incident_catalog_type`).
 */
export class CatalogTypeCategory {
  /** Customers. */
  public static readonly CUSTOMER = 'customer';
  /** Issue trackers. */
  public static readonly ISSUE_TRACKER = 'issue-tracker';
  /** Product features. */
  public static readonly PRODUCT_FEATURE = 'product-feature';
  /** Services. */
  public static readonly SERVICE = 'service';
  /** On-call. */
  public static readonly ON_CALL = 'on-call';
  /** Teams. */
  public static readonly TEAM = 'team';
  /** Users. */
  public static readonly USER = 'user';

  private constructor() {}
}

/**
 * Properties of a catalog type.
 */
export interface CatalogTypeProps {
  /**
   * The name the type is referred to by, without `Custom[...]`: `Service` becomes the type name
   * `Custom["Service"]`, which the construct renders (a custom type's type name has that form;
   * bare names belong to types synced from integrations). incident.io refuses digits and hyphens
   * in it (an error here; the display name, `name`, can have them), and it cannot change once the type exists (a new name replaces the type, and its
   * entries with it). Literal text: it reaches the provider as written (`${` and `%{` included,
   * inside `Custom["..."]`); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly typeName: string;
  /**
   * The name of the type, as incident.io shows it. Literal text: it reaches the provider as written
   * (`${` and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - the typeName
   */
  readonly name?: string;
  /**
   * What the type represents. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly description: string;
  /**
   * The URL of the repository that manages the type (the provider requires it). While it is set,
   * the type and its entries cannot be edited in the dashboard, which links to the repository.
   */
  readonly sourceRepoUrl: string;
  /**
   * The categories the dashboard shows the type in (`CatalogTypeCategory.SERVICE`, ...). Another
   * value is an error (the provider documents these seven); the message says how to send it
   * anyway through the L1.
   * @default - none
   */
  readonly categories?: string[];
  /**
   * Whether entries can be referred to by their name too (not only by external id and aliases).
   * @default - the provider's default (false)
   */
  readonly useNameAsIdentifier?: boolean;
  /**
   * Ids of the teams (catalog entries) that own the type.
   * @default - none
   */
  readonly owningTeamIds?: string[];
  /**
   * Whether this construct manages the type's entries: one `incident_catalog_entries` holds every
   * entry added with `addEntry`/`addEntries`, and it is authoritative (incident.io deletes any
   * entry of the type that it does not hold, even one made in the dashboard or by an
   * `incident_catalog_entry`). False when the entries come from elsewhere (the catalog importer,
   * single `incident_catalog_entry` resources): then no entry can be added here.
   * @default true
   */
  readonly manageEntries?: boolean;
  /**
   * Whether a type with no entries is meant: its `incident_catalog_entries` is then empty, which
   * deletes every entry of the type (the L1's warning about an empty map written by hand,
   * `rule:incident_catalog_entries/empty-entries`, is answered by this choice and stays quiet).
   * Without it, a type that manages its entries and has none is an error at synth.
   * @default false
   */
  readonly allowEmptyEntries?: boolean;
}

/**
 * A custom catalog type of incident.io (`incident_catalog_type`), with its attributes
 * (`incident_catalog_type_attribute`, one per `addAttribute`) and its entries (one
 * `incident_catalog_entries` for all of them), modelled on incident.io's catalog importer: the
 * catalog is loaded from code, from a source of truth, at scale.
 *
 * ```ts
 * const teams = new CatalogType(this, 'Team', { typeName: 'Team', description: 'Product teams', sourceRepoUrl: repo });
 * const services = new CatalogType(this, 'Service', { typeName: 'Service', description: 'What we run', sourceRepoUrl: repo,
 *   categories: [CatalogTypeCategory.SERVICE] });
 * const owner = services.addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.catalogEntry(teams) });
 * services.addAttribute('tier', { name: 'Tier', type: CatalogAttributeType.number() });
 * teams.addAttribute('services', { name: 'Services', backlink: owner });
 *
 * teams.addEntry('payments', { name: 'Payments' });
 * services.addEntries(rows, { mapEntry: (r) => ({ externalId: r.slug, name: r.name, values: { owner: r.team, tier: r.tier } }) });
 * ```
 *
 * **Entries are owned by code.** The provider's `incident_catalog_entries` is authoritative: on
 * every apply it deletes the entries of the type that are not in code (and those without an
 * external id), so the construct renders exactly one per type, and never next to single
 * `incident_catalog_entry` resources for the type (it warns about any it finds). An empty set of
 * entries would delete them all: it is an error unless `allowEmptyEntries` says it is meant.
 * Values are keyed by the attributes' local ids, never by their names; the construct renders the
 * attribute ids, and lists the attributes it manages in `managed_attributes`, so that schema-only
 * attributes keep the values edited in the dashboard.
 *
 * **At scale.** Entries are plain data in this construct (no construct per entry). They are
 * checked in one pass at synth, with every problem named by external id (`entries["checkout"].values.tier`),
 * and rendered sorted by external id, each attribute's key (the Terraform expression of its id)
 * computed once, so tens of thousands of entries stay cheap to construct and synthesize: cheaper
 * than the L1 written by hand (see the README's Performance section). With the L1
 * (`IncidentCatalogEntries`), read each attribute's `id` once into a constant and key every entry's
 * values with it: every read of `attribute.id` makes a new token, which cdktn then resolves once per
 * value, which is costly.
 *
 * The type's L1 is `resource` (construct id `Default`), the entries' L1 `entriesResource`.
 *
 * @resource incident_catalog_type
 * @resource incident_catalog_type_attribute
 * @resource incident_catalog_entries
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/catalog_type
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/catalog_type_attribute
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/catalog_entries
 */
export class CatalogType extends Construct implements ICatalogType {
  /**
   * Reads an existing catalog type by its type name, through the `incident_catalog_type` data
   * source: `Custom["Team"]` for a custom type, the bare name (`PagerDutyService`) for a type
   * synced from an integration.
   * @param scope the scope
   * @param id a scoped id
   * @param typeName the type name. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public static fromTypeName(scope: Construct, id: string, typeName: string): CatalogTypeLookup {
    const { CatalogTypeLookup: Lookup } = require('./catalog-type-lookup') as typeof import('./catalog-type-lookup');
    return new Lookup(scope, id, { typeName });
  }

  /**
   * Refers to an existing catalog type by its attributes, without reading incident.io. Reading an
   * attribute that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromCatalogTypeAttributes(scope: Construct, id: string, attrs: CatalogTypeAttributes): ICatalogType {
    return new ImportedCatalogType(scope, id, attrs);
  }

  /** The underlying L1 resource of the type, for overrides. */
  public readonly resource: IncidentCatalogType;
  /**
   * The L1 of the type's entries (`incident_catalog_entries`, construct id `Entries`), when the
   * type manages them.
   */
  public readonly entriesResource?: IncidentCatalogEntries;
  /** The type name, `Custom["<typeName>"]`: a literal, known at synth. */
  public readonly typeName: string;
  /** Whether this construct manages the type's entries. */
  public readonly manageEntries: boolean;
  private readonly table?: CatalogEntryTable;
  private readonly state: CatalogTypeState;

  constructor(scope: Construct, id: string, props: CatalogTypeProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'CatalogTypeProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['typeName', 'description', 'sourceRepoUrl'], {
      typeName: 'the name the type is referred to by, e.g. Service (rendered Custom["Service"])',
      description: 'what the type represents',
      sourceRepoUrl: 'the URL of the repository that manages the type, e.g. https://github.com/acme/catalog',
    });
    checkTypeName(p, props.typeName);
    // A JavaScript caller's values, in the props' words (the L1 would say "expected a string" without a fix).
    checkStrings(p, props, { name: 'the name incident.io shows, e.g. Service', description: 'what the type represents', sourceRepoUrl: 'the URL of the repository that manages the type' });
    for (const k of ['useNameAsIdentifier', 'manageEntries', 'allowEmptyEntries'] as const) booleanOf(p, k, props[k]);
    stringListOf(p, 'owningTeamIds', props.owningTeamIds, 'the ids of the teams (entries of the Team catalog type) that own the type');
    checkCategories(p, props.categories);
    const manage = props.manageEntries !== false;
    if (!manage && props.allowEmptyEntries !== undefined) {
      p.add('allowEmptyEntries', 'only applies to a type that manages its entries; this one does not (manageEntries: false).', {
        id: 'incident:catalog-allow-empty-entries',
        received: props.allowEmptyEntries,
        allowed: 'no allowEmptyEntries with manageEntries: false',
        fix: 'remove allowEmptyEntries, or manageEntries: false.',
      });
    }
    if (p.length) {
      // Leave nothing half-built in the tree: the caller may catch the error and try again.
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }

    this.typeName = `Custom["${props.typeName}"]`;
    this.manageEntries = manage;
    // Text reaches the L1 escaped (literal text); the construct keeps it as written.
    this.resource = new IncidentCatalogType(this, 'Default', {
      name: literalText(props.name ?? props.typeName),
      typeName: literalText(this.typeName),
      description: literalText(props.description),
      sourceRepoUrl: props.sourceRepoUrl,
      categories: props.categories,
      useNameAsIdentifier: props.useNameAsIdentifier,
      owningTeamIds: props.owningTeamIds,
    });

    const attributes = new Map<string, AttributeState>();
    const stack = stackOf(this);
    if (manage) {
      this.table = new CatalogEntryTable(this, () => this.state, props.useNameAsIdentifier === true, props.allowEmptyEntries === true);
      this.entriesResource = new CatalogEntriesResource(this, 'Entries', {
        id: this.resource.id,
        entries: this.table.lazy,
        // Set by attributeAdded: the attributes whose values the entries set.
        managedAttributes: [],
      }, this.table);
      this.table.attach(this.entriesResource);
    }
    this.state = {
      type: this,
      stack,
      attributes,
      entries: this.table,
      attributeAdded: (a) => {
        attributes.set(a.localId, a);
        if (this.entriesResource) {
          setInput(this.entriesResource, 'managedAttributes', [...attributes.values()].filter((x) => !x.noValues).map((x) => x.resource.id));
        }
        this.table?.changed();
      },
    };
    registerCatalogType(this.state);
    if (this.table) {
      const table = this.table;
      const allowEmpty = props.allowEmptyEntries === true;
      validateAtSynth(this, () => this.checkEntries(table, allowEmpty), this.entriesResource);
    }
  }

  /** The id of the catalog type (a token until apply). */
  public get catalogTypeId(): string {
    return this.resource.id;
  }

  /** The attributes of the type made with `addAttribute` (or for it), in the order they were added. */
  public get attributes(): CatalogAttribute[] {
    return [...this.state.attributes.values()].map((a) => a.attribute as CatalogAttribute);
  }

  /** How many entries were added (duplicates included). */
  public get entryCount(): number {
    return this.table?.size ?? 0;
  }

  /**
   * Adds an attribute to the type. The local id is stable: it is the construct id (so it names the
   * Terraform resource), and entries key their values by it, never by the display name, which can
   * change freely.
   * @param localId letters, digits, `_` and `-`, e.g. `owner`
   * @param options the name and type of the attribute
   */
  public addAttribute(localId: string, options: CatalogAttributeOptions): CatalogAttribute {
    const p = new Problems();
    checkLocalId(p, this, localId);
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      p.add('addAttribute(options)', 'expected an object with the attribute\'s name and type.', {
        id: 'incident:catalog-attribute-options',
        received: options,
        allowed: '{ name, type, array?, schemaOnly?, backlink?, path? }',
        fix: "pass the options, e.g. addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.string() }).",
      });
    } else {
      // A local id that is no string is reported above (JSON.stringify throws on a cycle or a BigInt).
      OPTIONS.check(p, options, 'CatalogAttributeOptions', `addAttribute(${typeof localId === 'string' ? JSON.stringify(localId) : 'localId'})`);
    }
    throwIfProblems(this, p);
    return new CatalogAttribute(this, localId, { ...options, catalogType: this });
  }

  /**
   * Adds an entry. It is checked at synth, with all the others, in one pass: its external id
   * must be a string not used by another entry; its values are keyed by the local ids of the
   * type's attributes and typed by them.
   * @param externalId the stable id of the entry in its source of truth (primary key or slug).
   * Literal text: it reaches the provider as written (`${` and `%{` included, in the key of the
   * entry and in references to it); pass a reference as a token, e.g. a variable's `stringValue`.
   * @param options the name, aliases, rank and values of the entry
   * @returns the entry, to use as the value of a reference attribute of another type
   */
  public addEntry(externalId: string, options: CatalogEntryOptions): CatalogEntry {
    this.entryTable(`addEntry(${describeId(externalId)})`).add(externalId, options, 'CatalogEntryOptions');
    return CatalogEntry._of(this, externalId);
  }

  /**
   * Adds many entries: each record is an entry (`CatalogEntryRecord`: its externalId, name,
   * aliases, rank and values), or is mapped to one by `mapper`. Checked at synth like `addEntry`.
   * @param records the records, e.g. the rows of a file
   * @param mapper makes an entry of each record
   * @default - each record is an entry
   */
  public addEntries(records: any[], mapper?: ICatalogEntryMapper): void {
    const table = this.entryTable('addEntries(records)');
    const p = new Problems();
    const allowed = 'a list of records (or of entries)';
    if (records === undefined || records === null) p.add('addEntries(records)', 'is required.', { id: 'incident:catalog-entry-records', received: records, allowed, fix: 'pass the records as an array.' });
    const list = listOf(p, 'addEntries(records)', records, { allowed, fix: 'pass the records as an array.', knownFix: 'pass the records themselves: the construct reads each one.' });
    const fn = typeof mapper === 'function' ? mapper as (r: any) => unknown : undefined;
    if (mapper !== undefined && mapper !== null && !fn && typeof (mapper as { mapEntry?: unknown }).mapEntry !== 'function') {
      p.add('addEntries(mapper)', 'expected an object with a mapEntry function.', {
        id: 'incident:catalog-entry-mapper',
        received: mapper,
        allowed: '{ mapEntry: (record) => ({ externalId, name, values }) }',
        fix: 'pass { mapEntry: (r) => ({ ... }) }.',
      });
    }
    throwIfProblems(this, p);
    for (const r of list ?? []) {
      const e: any = fn ? fn(r) : mapper ? mapper.mapEntry(r) : r;
      table.add(e !== null && typeof e === 'object' ? e.externalId : undefined, e, 'CatalogEntryRecord');
    }
  }

  /**
   * An entry of this type by its external id, as the value of a reference attribute of another
   * type (`values: { owner: teams.entryRef('payments') }`). At synth, an external id that no entry
   * of this type has is a warning.
   * @param externalId the external id of the entry. Literal text: it
   * reaches the provider as written (`${` and `%{` included), escaped as the key of the entry is;
   * pass a reference as a token, e.g. a variable's `stringValue`.
   */
  public entryRef(externalId: string): CatalogEntry {
    if (typeof externalId !== 'string') {
      throw new ValidationError(this, [{
        id: 'incident:catalog-entry-ref-id',
        field: 'entryRef(externalId)',
        problem: 'expected a string.',
        received: describeValue(externalId),
        allowed: 'the external id of an entry of this type',
        fix: "pass the external id, e.g. entryRef('payments').",
      }]);
    }
    return CatalogEntry._of(this, externalId);
  }

  private entryTable(call: string): CatalogEntryTable {
    if (this.table) return this.table;
    throw new ValidationError(this, [{
      id: 'incident:catalog-entries-not-managed',
      field: call,
      problem: 'cannot add an entry: this type does not manage its entries (manageEntries: false).',
      fix: 'remove manageEntries: false to manage the entries here, or add them where they are managed.',
    }]);
  }

  /** The problems of the entries (one pass), and warnings about what they refer to. */
  private checkEntries(table: CatalogEntryTable, allowEmpty: boolean): ValidationProblem[] {
    const problems: ValidationProblem[] = [];
    if (table.size === 0 && !allowEmpty) problems.push(NO_ENTRIES);
    const c = table.compile();
    problems.push(...c.problems);
    for (const w of c.unknownEntries) warn(this, 'incident:catalog-entry-unknown', w);
    this.warnMixed();
    return problems;
  }

  /**
   * Other resources that manage entries of this type, found in the app: each would undo the
   * other's work (the `incident_catalog_entries` deletes the entries it does not hold). The
   * entries of other CatalogTypes are theirs (each type has its own).
   */
  private warnMixed(): void {
    const own = (c: IConstruct) => c === this.entriesResource || c instanceof CatalogEntriesResource;
    for (const w of mixedEntriesWarnings(this.node.root, this.resource.id, own)) warn(this, 'incident:catalog-entries-mixed', w);
  }
}

function describeId(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : 'externalId';
}

function stackOf(c: IConstruct): IConstruct | undefined {
  try {
    return TerraformStack.of(c);
  } catch {
    return undefined;
  }
}

const FROM_ATTRIBUTES = 'CatalogType.fromCatalogTypeAttributes';

/**
 * An existing catalog type known by its attributes (nothing is read from incident.io), made by
 * `CatalogType.fromCatalogTypeAttributes`.
 */
class ImportedCatalogType extends Construct implements ICatalogType {
  private readonly attrs: CatalogTypeAttributes;

  constructor(scope: Construct, id: string, attrs: CatalogTypeAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'CatalogTypeAttributes');
    const p = new Problems();
    checkStrings(p, this.attrs, { catalogTypeId: 'the id of the catalog type', typeName: 'the type name, e.g. Custom["Team"] or PagerDutyService' });
    checkCustomTypeName(p, 'typeName', this.attrs.typeName, (json) => `give the well-written name here and override the L1 of each attribute that refers to the type: attribute.resource.addOverride('type', ${json})`);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
  }

  /** The id of the catalog type (if given). */
  public get catalogTypeId(): string { return importedAttribute(this, FROM_ATTRIBUTES, 'catalogTypeId', this.attrs.catalogTypeId); }
  /** The type name (if given). */
  public get typeName(): string { return importedAttribute(this, FROM_ATTRIBUTES, 'typeName', this.attrs.typeName); }
}
describedAs(ImportedCatalogType, 'ICatalogType');
