/**
 * The entries of a catalog type defined here: plain data inside the `CatalogType` (no construct
 * per entry), validated and rendered in one pass into its one `incident_catalog_entries`.
 *
 * Why it is fast (issue 20: 10,000 entries x 5 attributes):
 * - `addEntry` only records the entry (and its external id, for duplicates and references);
 * - the key of each attribute (`${incident_catalog_type_attribute.<name>.id}`) is computed once
 *   per attribute, as the plain Terraform expression its id token resolves to, so no token is
 *   created or resolved per value;
 * - one pass (`EntriesCompiler`, in `catalog-entries-compiler.ts`) validates every entry and builds
 *   the map, sorted by external id, when the stack is first resolved at synth; the map is then set once as the L1's `entries` input (through the
 *   L1's own checks and type rules), replacing the `Lazy` that stood for it;
 * - while cdktn only prepares the stack (its first walk, looking for cross-stack references), a
 *   map that holds no token is not handed to it a second time.
 *
 * Not part of the public API.
 */
import { CompiledEntries, EntriesCompiler, EntryStruct } from './catalog-entries-compiler';
import { AttributeState, CatalogTypeState, catalogTypeState, EntryIndex } from './catalog-state';
import { answeredByOwner, Construct, DefaultTokenResolver, describedAs, IConstruct, IResolveContext, isObjectLiteral, Lazy, StringConcat, Tokenization, trySetInput } from '../../../../core/l2/index';
import { IncidentCatalogEntries, IncidentCatalogEntriesConfig } from '../../../../generated/incident/catalog-entries/index';

/**
 * The entries of one catalog type.
 */
export class CatalogEntryTable implements EntryIndex {
  /** The `entries` input of the L1 until the first resolution at synth sets the map itself. */
  public readonly lazy = Lazy.anyValue({ produce: (context: IResolveContext) => this.produce(context) });

  private readonly ids: unknown[] = [];
  private readonly inputs: unknown[] = [];
  private readonly structs: EntryStruct[] = [];
  /** The index of the first entry of each external id. */
  private readonly first = new Map<string, number>();
  /** Indexes of entries whose external id an earlier entry has. */
  private readonly duplicates: number[] = [];
  private _version = 0;
  private compiled?: { readonly version: number; readonly deps: string; readonly result: CompiledEntries };
  /** The identifiers of the entries (without and with their names), computed once per version. */
  private identifierSets?: { readonly version: number; readonly set: ReadonlySet<string>; readonly named: ReadonlySet<string> };
  /** The version whose map is the L1's input (undefined: the input is `lazy`). */
  private flushed?: number;
  private _resource?: IncidentCatalogEntries;

  /**
   * @param owner the catalog type
   * @param state what the type knows of its attributes
   * @param useNameAsIdentifier whether entries can be named by their names too
   * @param allowEmpty whether no entries is meant (`allowEmptyEntries`): the L1's rule
   * `empty-entries` (a warning for an empty map written by hand) is then answered by the user's
   * choice, and stays quiet
   */
  constructor(
    private readonly owner: IConstruct,
    private readonly state: () => CatalogTypeState,
    private readonly useNameAsIdentifier: boolean,
    private readonly allowEmpty = false,
  ) {}

  /** The L1, set once it exists (it takes `lazy` as its input). */
  public attach(resource: IncidentCatalogEntries): void {
    this._resource = resource;
    if (this.allowEmpty) answeredByOwner(resource, ['rule:incident_catalog_entries/empty-entries']);
  }

  public get resource(): IncidentCatalogEntries {
    return this._resource!;
  }

  public get version(): number {
    return this._version;
  }

  public get size(): number {
    return this.ids.length;
  }

  /** Records an entry; everything about it is judged at synth, in one pass. */
  public add(externalId: unknown, input: unknown, struct: EntryStruct): void {
    const i = this.ids.length;
    this.ids.push(externalId);
    this.inputs.push(input);
    this.structs.push(struct);
    if (typeof externalId === 'string') {
      if (this.first.has(externalId)) this.duplicates.push(i);
      else this.first.set(externalId, i);
    }
    this.changed();
  }

  /** Something the entries depend on changed (an entry or an attribute was added). */
  public changed(): void {
    this._version++;
    if (this.flushed !== undefined && this._resource) {
      // The input holds the map of an earlier synth: stand for the entries again.
      this.flushed = undefined;
      trySetInput(this._resource, 'entries', this.lazy);
    }
  }

  public hasExternalId(id: string): boolean {
    return this.first.has(id);
  }

  public examples(): string[] {
    const out: string[] = [];
    for (const k of this.first.keys()) {
      out.push(k);
      if (out.length === 3) break;
    }
    return out;
  }

  public identifiers(names = this.useNameAsIdentifier): ReadonlySet<string> {
    if (this.identifierSets?.version !== this._version) {
      const set = new Set<string>(this.first.keys());
      const named = new Set<string>(set);
      for (const input of this.inputs) {
        if (!isObjectLiteral(input)) continue;
        const aliases = input.aliases;
        if (Array.isArray(aliases)) {
          for (const a of aliases) {
            if (typeof a !== 'string') continue;
            set.add(a);
            named.add(a);
          }
        }
        if (typeof input.name === 'string') named.add(input.name);
      }
      this.identifierSets = { version: this._version, set, named };
    }
    return names ? this.identifierSets.named : this.identifierSets.set;
  }

  /**
   * The entries validated and rendered, computed once per change (and per change of the entries
   * of the types its values refer to).
   */
  public compile(): CompiledEntries {
    const deps = this.dependencyVersions();
    const c = this.compiled;
    if (c && c.version === this._version && c.deps === deps) return c.result;
    const entries = { ids: this.ids, inputs: this.inputs, structs: this.structs, duplicates: this.duplicates };
    const result = new EntriesCompiler(this.state(), entries).compile(this.keyOf());
    this.compiled = { version: this._version, deps, result };
    return result;
  }

  /** Makes the map the L1's input now (before cdktn merges overrides into it, say). */
  public flushNow(): void {
    if (this.flushed === this._version || !this._resource) return;
    const c = this.compile();
    trySetInput(this._resource, 'entries', this.inputOf(c.map ?? this.recompiled().map!));
    this.flushed = this._version;
  }

  /** What the L1's `entries` input is for a map. */
  private inputOf(map: Record<string, unknown>): unknown {
    return map;
  }

  private recompiled(): CompiledEntries {
    this.compiled = undefined;
    return this.compile();
  }

  /**
   * The Lazy's producer: at the first resolution (cdktn preparing the stack, or the check pass
   * judging the input), the map becomes the L1's input, once; cdktn is handed the map itself
   * only when it must look at it (it holds tokens, or this is the resolution that writes it).
   */
  private produce(context: IResolveContext): unknown {
    let c = this.compile();
    // The map was dropped once the L1 held it; something resolves this Lazy again.
    if (!c.map) c = this.recompiled();
    const map = c.map!;
    if (this.flushed !== this._version && this._resource) {
      // Every entry that has problems was left out, so the L1 accepts the map; what it judges
      // (its value checks and type rules) is reported at synth like for an L1 written by hand.
      trySetInput(this._resource, 'entries', this.inputOf(map));
      this.flushed = this._version;
      if (context.preparing && !c.hasTokens) {
        c.map = undefined;
        return {};
      }
    }
    return context.preparing && !c.hasTokens ? {} : this.inputOf(map);
  }

  /**
   * The key of each attribute: the Terraform expression of its id, resolved once (every value
   * would otherwise carry a token that cdktn creates, and resolves, one by one).
   */
  private keyOf(): (a: AttributeState) => string {
    const keys = new Map<AttributeState, string>();
    const scope = this._resource ?? this.owner;
    return (a) => {
      let k = keys.get(a);
      if (k === undefined) {
        const v = Tokenization.resolve(a.resource.id, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
        k = typeof v === 'string' ? v : a.resource.id;
        keys.set(a, k);
      }
      return k;
    };
  }

  /** The versions of the entry tables of the types this type's values refer to. */
  private dependencyVersions(): string {
    let s = '';
    for (const a of this.state().attributes.values()) {
      const other = catalogTypeState(a.type.catalogType)?.entries;
      if (other) s += `${other.version},`;
    }
    return s;
  }
}

/**
 * The entries' L1 (`incident_catalog_entries`): when an override reaches into `entries`, the map
 * becomes its input before cdktn merges the override (which cannot be merged into a token).
 */
export class CatalogEntriesResource extends IncidentCatalogEntries {
  constructor(scope: Construct, id: string, config: IncidentCatalogEntriesConfig, private readonly table: CatalogEntryTable) {
    super(scope, id, config);
  }

  public toTerraform(): any {
    this.settle();
    return super.toTerraform();
  }

  public toHclTerraform(): any {
    this.settle();
    return super.toHclTerraform();
  }

  private settle(): void {
    const o = this.rawOverrides;
    if (o !== null && typeof o === 'object' && o.entries !== undefined) this.table.flushNow();
  }
}
// Users reach it as the type's entriesResource, an IncidentCatalogEntries.
describedAs(CatalogEntriesResource, 'IncidentCatalogEntries');
