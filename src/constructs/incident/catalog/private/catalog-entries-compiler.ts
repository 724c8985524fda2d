/**
 * The one pass over the entries of a catalog type defined here: every entry checked (its external
 * id, name, aliases, rank and values, named by external id: `entries["checkout"].values.tier`), and
 * the map of those without problems rendered for the type's `incident_catalog_entries`, sorted by
 * external id, its text escaped where it reaches the L1 (`literalText`: the external ids that key
 * the map, names, aliases and values). Not part of the public API.
 */
import { attrName, renderValue, ValueReport } from './catalog-entry-values';
import { AttributeState, CatalogTypeState, GENERATED_ID } from './catalog-state';
import {
  isObjectLiteral, isTokenString, isUnresolved, listOf, literalText, literalTexts, objectOf, ProblemDetails, Problems, sameValue, ValidationProblem,
} from '../../../../core/l2/index';
import { OPTIONS } from '../../private/option-keys.generated';

/** At most this many problems are listed; the rest are counted. */
export const MAX_PROBLEMS = 50;
/** At most this many warnings about unknown entry identifiers are listed; the rest are counted. */
export const MAX_WARNINGS = 20;

/** What one pass over the entries found and rendered. */
export interface CompiledEntries {
  /**
   * The entries, keyed by external id (sorted), as the L1's `entries` input (camelCase keys);
   * dropped once the L1 holds them (to free the memory before cdktn writes the document).
   */
  map?: Record<string, unknown>;
  readonly problems: ValidationProblem[];
  /** Values that name no entry of a type whose entries are all defined here (warnings). */
  readonly unknownEntries: string[];
  /** Whether any value is a token (then cdktn must see the map while it prepares the stack). */
  readonly hasTokens: boolean;
}

/** The struct an entry was given as: `addEntry(id, options)` or a record of `addEntries`. */
export type EntryStruct = 'CatalogEntryOptions' | 'CatalogEntryRecord';

/** What the pass reads of the table: the entries as they were added. */
export interface EntryInputs {
  /** The external id of each entry, as given. */
  readonly ids: readonly unknown[];
  /** Each entry, as given. */
  readonly inputs: readonly unknown[];
  readonly structs: readonly EntryStruct[];
  /** Indexes of entries whose external id an earlier entry has. */
  readonly duplicates: readonly number[];
}

/** An attribute of the type, with the key its values are rendered under (the Terraform expression of its id). */
interface KeyedAttribute {
  readonly a: AttributeState;
  readonly key: string;
}

/** One pass over the entries: the problems, and the map of the entries without any. */
export class EntriesCompiler implements ValueReport {
  private readonly p = new Problems();
  private extra = 0;
  private readonly unknownEntries: string[] = [];
  private unknownExtra = 0;
  private hasTokens = false;
  /** The value being checked: the field of its entry, its key in `values`, its index in a list. */
  private readonly at: { entry: string; key: string; index: number | undefined } = { entry: '', key: '', index: undefined };
  /** Keys of `values` that are no local id, with the first field and how many entries use them. */
  private readonly strayKeys = new Map<string, { field: string; count: number }>();

  constructor(private readonly state: CatalogTypeState, private readonly entries: EntryInputs) {}

  /**
   * Checks every entry and renders those without problems.
   * @param keyOf the key of an attribute's values (computed once per attribute)
   */
  public compile(keyOf: (a: AttributeState) => string): CompiledEntries {
    const { ids, inputs, structs, duplicates } = this.entries;
    const map: Record<string, unknown> = Object.create(null);
    const order: number[] = [];
    const dup = new Set(duplicates);
    ids.forEach((id, i) => {
      if (typeof id !== 'string') {
        this.badId(i, id);
      } else if (id === '__proto__') {
        this.add(`entries[${JSON.stringify(id)}]`, 'is an external id that cannot be a key of cdk.tf.json: cdktn drops `__proto__` from every map.', {
          id: 'incident:catalog-entry-id-proto', received: id, allowed: 'any other external id', fix: 'give the entry another external id.',
        });
      } else if (!dup.has(i)) {
        order.push(i);
      }
    });
    const counts = new Map<string, number>();
    for (const i of duplicates) {
      const id = ids[i] as string;
      counts.set(id, (counts.get(id) ?? 1) + 1);
    }
    for (const [id, count] of counts) {
      this.add(`entries[${JSON.stringify(id)}]`, `is added ${count} times; the entries of a type are keyed by external id, so each needs its own.`, {
        id: 'incident:catalog-entry-duplicate', received: id, allowed: 'one entry per external id', fix: 'keep one entry per external id: merge or drop the duplicates in the source data.',
      });
    }
    order.sort((a, b) => {
      const x = ids[a] as string;
      const y = ids[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });

    // The attributes, with the key of each computed once.
    const attrs = new Map<string, KeyedAttribute>();
    for (const a of this.state.attributes.values()) attrs.set(a.localId, { a, key: a.noValues ? '' : keyOf(a) });

    for (const i of order) {
      const id = ids[i] as string;
      const entry = this.entry(`entries[${JSON.stringify(id)}]`, inputs[i], structs[i], attrs);
      if (!entry) continue;
      if (isTokenString(id)) this.hasTokens = true;
      // The external id keys the map: literal text, escaped as the reference to the entry escapes it (CatalogEntry.catalogEntryId).
      map[literalText(id)] = entry;
    }
    for (const [key, s] of this.strayKeys) this.strayKey(key, s.field, s.count, attrs);
    const problems = this.p.list.slice();
    if (this.extra) {
      problems.push({
        id: 'incident:catalog-entries-more-problems',
        field: 'entries',
        problem: `has ${this.extra} more problem${this.extra === 1 ? '' : 's'}, not listed (the first ${MAX_PROBLEMS} are).`,
        fix: 'fix the problems listed, and synthesize again to see the rest.',
      });
    }
    if (this.unknownExtra) this.unknownEntries.push(`... and ${this.unknownExtra} more value${this.unknownExtra === 1 ? '' : 's'} that name no entry.`);
    return { map, problems, unknownEntries: this.unknownEntries, hasTokens: this.hasTokens };
  }

  public add(field: string, problem: string, parts: ProblemDetails): void {
    if (this.p.length >= MAX_PROBLEMS) {
      this.extra++;
      return;
    }
    this.p.add(field, problem, parts);
  }

  /** The field path of the value being checked, e.g. `entries["checkout"].values.tags[1]`. */
  public here(): string {
    const { entry, key, index } = this.at;
    return `${entry}.values${keyPath(key)}${index === undefined ? '' : `[${index}]`}`;
  }

  public atIndex(index: number | undefined): void {
    this.at.index = index;
  }

  public tokens(): void {
    this.hasTokens = true;
  }

  public unknownEntry(message: string): void {
    if (this.unknownEntries.length >= MAX_WARNINGS) this.unknownExtra++;
    else this.unknownEntries.push(message);
  }

  /**
   * An entry whose external id is no string; entries are counted from 0 in the order they were
   * added (a record of addEntries may be no entry at all, or lack its external id).
   */
  private badId(i: number, id: unknown): void {
    const input = this.entries.inputs[i];
    const record = this.entries.structs[i] === 'CatalogEntryRecord';
    if (record && !isObjectLiteral(input)) {
      this.add(`entries[${i}]`, 'is no entry: expected an object with the entry\'s externalId, name and values (entries are counted from 0 in the order they were added).', {
        id: 'incident:catalog-entry-not-object',
        received: input,
        allowed: '{ externalId, name, aliases?, rank?, values? }',
        fix: 'make each record (or what the mapper returns) an entry, e.g. { externalId: r.id, name: r.name }.',
      });
    } else if (record && (id === undefined || id === null)) {
      this.add(`entries[${i}].externalId`, 'is required (entries are counted from 0 in the order they were added).', {
        id: 'incident:catalog-entry-id-required', received: id, allowed: 'a non-empty string that identifies the entry in its source, e.g. "payments-api"', fix: 'set externalId.',
      });
    } else {
      this.add(record ? `entries[${i}].externalId` : `entries[${i}]`, `${record ? 'is' : 'has an external id that is'} not a string (entries are counted from 0 in the order they were added).`, {
        id: 'incident:catalog-entry-id-not-string', received: id, allowed: 'a non-empty string that identifies the entry in its source, e.g. "payments-api"', fix: 'pass the external id as a string.',
      });
    }
  }

  /** Adds the problems of a kit check, counted like the others. */
  private merge(scratch: Problems): void {
    for (const x of scratch.list) {
      if (this.p.length < MAX_PROBLEMS) this.p.merge([x]);
      else this.extra++;
    }
  }

  private get count(): number {
    return this.p.length + this.extra;
  }

  /** Checks and renders one entry; undefined when it has problems. */
  private entry(field: string, input: unknown, struct: EntryStruct, attrs: Map<string, KeyedAttribute>): unknown {
    if (!isObjectLiteral(input)) {
      this.add(field, 'expected an object with the entry\'s name and values.', {
        id: 'incident:catalog-entry-not-object',
        received: input,
        allowed: '{ name, aliases?, rank?, values? }',
        fix: 'pass the entry as an object, e.g. { name: \'Payments API\', values: { tier: 1 } }.',
      });
      return undefined;
    }
    const before = this.count;
    const scratch = new Problems();
    if (OPTIONS.hasUnknownKey(input, struct)) OPTIONS.check(scratch, input, struct, field);
    const out: Record<string, unknown> = {};
    const name = input.name;
    if (name === undefined || name === null) {
      scratch.add(`${field}.name`, 'is required.', { id: 'incident:catalog-entry-name', received: name, allowed: 'the name the entry has in incident.io', fix: 'set name.' });
    } else if (typeof name !== 'string') {
      scratch.add(`${field}.name`, 'expected a string.', { id: 'incident:catalog-entry-name', received: name, allowed: 'the name the entry has in incident.io', fix: 'pass the name as a string.' });
    } else {
      out.name = literalText(this.noteToken(name));
    }
    const aliases = listOf(scratch, `${field}.aliases`, input.aliases as unknown[] | undefined, { of: 'strings', allowed: 'a list of other names of the entry', fix: 'wrap the alias in [ ].' });
    if (aliases !== undefined && isUnresolved(aliases)) {
      this.hasTokens = true;
      out.aliases = aliases;
    } else if (aliases !== undefined) {
      aliases.forEach((a, k) => {
        if (typeof a !== 'string') {
          scratch.add(`${field}.aliases[${k}]`, 'expected a string.', { id: 'incident:catalog-entry-alias', received: a, allowed: 'another name of the entry', fix: 'pass the alias as a string.' });
        } else {
          this.noteToken(a);
        }
      });
      out.aliases = literalTexts(aliases);
    }
    // A rank with a fraction is the L1's type rule to judge (rule:incident_catalog_entries/rank-integer).
    const rank = input.rank;
    // NaN and the infinities are numbers to JavaScript, and no rank (the L1 would refuse them in its words).
    if (rank !== undefined && rank !== null && (typeof rank !== 'number' || (!isUnresolved(rank) && !Number.isFinite(rank)))) {
      scratch.add(`${field}.rank`, typeof rank === 'number' ? 'expected a finite number.' : 'expected a number.', {
        id: 'incident:catalog-entry-rank', received: rank, allowed: 'a whole number, the position of the entry in a ranked type', fix: 'pass the rank as a number.',
      });
    } else if (rank !== undefined && rank !== null) {
      if (isUnresolved(rank)) this.hasTokens = true;
      out.rank = rank;
    }
    const values = objectOf(scratch, `${field}.values`, input.values as Record<string, unknown> | undefined, {
      problem: 'expected an object keyed by the local ids of the type\'s attributes.',
      allowed: `an object such as { ${[...attrs.keys()].slice(0, 2).map((k) => `${k}: ...`).join(', ') || 'owner: ...'} }`,
      fix: 'pass the values as an object keyed by local id.',
    });
    this.merge(scratch);
    out.attributeValues = values ? this.values(field, values, attrs) : {};
    return this.count === before ? out : undefined;
  }

  /** The values of one entry, keyed by the attributes' keys. */
  private values(field: string, values: Record<string, unknown>, attrs: Map<string, KeyedAttribute>): Record<string, unknown> {
    const rendered: Record<string, unknown> = {};
    for (const key of Object.keys(values)) {
      const v = values[key];
      if (v === undefined || v === null) continue;
      // Where a problem is, built only when there is one.
      this.at.entry = field;
      this.at.key = key;
      this.at.index = undefined;
      const hit = attrs.get(key);
      if (!hit) {
        const s = this.strayKeys.get(key);
        if (s) s.count++;
        else this.strayKeys.set(key, { field: this.here(), count: 1 });
        continue;
      }
      if (hit.a.noValues) {
        this.noValuesFor(hit.a, v);
        continue;
      }
      const value = renderValue(this, hit.a, v);
      if (value !== undefined) rendered[hit.key] = value;
    }
    return rendered;
  }

  private noValuesFor(a: AttributeState, v: unknown): void {
    const why = a.noValues === 'schemaOnly'
      ? 'is schema-only (schemaOnly: true): its values are edited in the incident.io dashboard, and the entries do not manage them'
      : a.noValues === 'backlink'
        ? 'is a backlink: incident.io derives its values from the attribute it links back to'
        : 'is a path attribute: incident.io derives its values by following its path';
    this.add(this.here(), `gives a value to attribute ${attrName(a)}, which ${why}.`, {
      id: 'incident:catalog-value-not-taken', received: v, allowed: 'no value for this attribute', fix: 'remove the value (set it where the attribute\'s values come from).',
    });
  }

  /** A key of `values` that is no local id: the attribute's name or id, or a typo. */
  private strayKey(key: string, field: string, count: number, attrs: Map<string, KeyedAttribute>): void {
    const list = [...attrs.values()].map((x) => x.a);
    const also = count > 1 ? ` (in ${count} entries)` : '';
    const localIds = list.map((a) => a.localId).join(', ') || 'none (the type has no attributes)';
    const byName = list.find((a) => typeof a.name === 'string' && a.name === key)
      ?? list.find((a) => typeof a.name === 'string' && a.name.toLowerCase() === key.toLowerCase() && key.toLowerCase() !== a.localId.toLowerCase());
    const byId = list.find((a) => sameValue(key, a.resource.id));
    const caseOnly = list.find((a) => a.localId.toLowerCase() === key.toLowerCase());
    let problem: string;
    let fix: string;
    if (byId) {
      problem = `is the id of attribute ${attrName(byId)}${also}; values are keyed by the attribute's local id, which the construct turns into its id.`;
      fix = `write ${byId.localId}: ... instead.`;
    } else if (byName) {
      problem = `is the name of attribute ${attrName(byName)}, not its local id${also}; values are keyed by local id.`;
      fix = `write ${byName.localId}: ... (or [attribute.localId]: ...) instead of ${JSON.stringify(key)}.`;
    } else if (caseOnly) {
      problem = `is no local id of this type's attributes${also}; local ids are case-sensitive.`;
      fix = `write ${caseOnly.localId}: ... instead.`;
    } else if (isUnresolved(key) || GENERATED_ID.test(key)) {
      problem = `is an id, not the local id of one of this type's attributes${also}; values are keyed by local id, which the construct turns into the attribute's id.`;
      fix = 'key the value by the local id given to addAttribute.';
    } else {
      problem = `is no local id of this type's attributes${also}.`;
      fix = 'key the value by the local id given to addAttribute, or add the attribute first.';
    }
    this.add(field, problem, { id: 'incident:catalog-value-key', received: key, allowed: `the local ids of the type's attributes: ${localIds}`, fix });
  }

  private noteToken(s: string): string {
    if (!this.hasTokens && isTokenString(s)) this.hasTokens = true;
    return s;
  }
}

/** A key in a field path: `.tier`, or `["Service tier"]` when it does not read as a name. */
function keyPath(key: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
