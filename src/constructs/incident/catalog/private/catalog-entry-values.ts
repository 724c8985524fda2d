/**
 * The values of catalog entries: each value an entry gives an attribute, checked against the
 * attribute's type and rendered as the string (or the list of strings) the provider takes. Used by
 * the one pass over a type's entries (`catalog-entries-compiler.ts`). Not part of the public API.
 */
import { AttributeState, catalogTypeState, GENERATED_ID, typeNameOf } from './catalog-state';
import { describeValue, isTokenString, isUnresolved, literalText, literalTexts, ProblemDetails, sameValue, Token, Tokenization } from '../../../../core/l2/index';
import { CatalogEntry } from '../catalog-entry';
import type { ICatalogType } from '../catalog-type-ref';

/** What a value check reports to, and reads from, the pass over the entries. */
export interface ValueReport {
  /** Adds a problem (the pass counts those beyond its limit). */
  add(field: string, problem: string, parts: ProblemDetails): void;
  /** The field path of the value being checked, e.g. `entries["checkout"].values.tags[1]`. */
  here(): string;
  /** Sets the index of the item of a list being checked (undefined: not a list). */
  atIndex(index: number | undefined): void;
  /** A value holds a token: cdktn must see the map while it prepares the stack. */
  tokens(): void;
  /** Warns of an identifier that names no entry of a type defined here (the pass limits them). */
  unknownEntry(message: string): void;
}

const NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * The rendering of one attribute value (`{ value }` or `{ arrayValue }`), its text escaped as it
 * reaches the L1 (`literalText`); undefined when it has problems.
 */
export function renderValue(r: ValueReport, a: AttributeState, v: unknown): unknown {
  if (a.array) {
    if (Array.isArray(v) && isUnresolved(v)) {
      r.tokens();
      return { arrayValue: v };
    }
    if (!Array.isArray(v)) {
      r.add(r.here(), `expected a list: attribute ${attrName(a)} holds a list (array: true).`, {
        id: 'incident:catalog-value-list', received: v, allowed: `a list of ${allowedFor(a, true)}`, fix: 'wrap the value in [ ].',
      });
      return undefined;
    }
    const items: string[] = [];
    let ok = true;
    for (let k = 0; k < v.length; k++) {
      r.atIndex(k);
      const s = scalar(r, a, v[k]);
      if (s === undefined) ok = false;
      else items.push(s);
    }
    r.atIndex(undefined);
    return ok ? { arrayValue: literalTexts(items) } : undefined;
  }
  if (Array.isArray(v)) {
    r.add(r.here(), `expected one value: attribute ${attrName(a)} holds one value, not a list.`, {
      id: 'incident:catalog-value-one',
      received: v,
      allowed: allowedFor(a),
      fix: v.length === 1 ? 'remove the surrounding [ ].' : 'give one value, or add the attribute with array: true (for String, Image and catalog entries).',
    });
    return undefined;
  }
  const s = scalar(r, a, v);
  return s === undefined ? undefined : { value: literalText(s) };
}

/** One value as the string the provider takes, or undefined (with a problem). */
function scalar(r: ValueReport, a: AttributeState, v: unknown): string | undefined {
  switch (a.type.kind) {
    case 'String':
    case 'Text':
    case 'Image':
      if (typeof v === 'string') return noteToken(r, v);
      break;
    case 'Number':
      if (typeof v === 'number') {
        if (isUnresolved(v)) {
          r.tokens();
          return Token.asString(v);
        }
        if (Number.isFinite(v)) return String(v);
        r.add(r.here(), 'is not a finite number.', { id: 'incident:catalog-value-finite', received: v, allowed: allowedFor(a), fix: 'give a finite number.' });
        return undefined;
      }
      if (typeof v === 'string' && (NUMERIC.test(v) || isTokenString(v))) return noteToken(r, v);
      break;
    case 'Bool':
      if (typeof v === 'boolean') return v ? 'true' : 'false';
      if (typeof v === 'string' && (v === 'true' || v === 'false' || isTokenString(v))) return noteToken(r, v);
      if (Tokenization.isResolvable(v)) {
        r.tokens();
        return Token.asString(v);
      }
      break;
    case 'Entry':
      return entryValue(r, a, v);
  }
  r.add(r.here(), `expected ${allowedFor(a)}: attribute ${attrName(a)} is of type ${a.type.typeName}.`, {
    id: 'incident:catalog-value-type', received: v, allowed: allowedFor(a), fix: fixFor(a, v),
  });
  return undefined;
}

/** The value of a reference attribute: an entry, or the identifier of one. */
function entryValue(r: ValueReport, a: AttributeState, v: unknown): string | undefined {
  const target = a.type.catalogType;
  if (typeof v === 'string') {
    if (isTokenString(v)) {
      r.tokens();
      return v;
    }
    checkIdentifier(r, target, v, v);
    return v;
  }
  if (v instanceof CatalogEntry || isEntry(v)) {
    const theirs = v.catalogType;
    if (!sameType(theirs, target)) {
      r.add(r.here(), `is an entry of ${typeNameOf(theirs) ?? 'another catalog type'}, but attribute ${attrName(a)} holds entries of ${a.type.typeName}.`, {
        id: 'incident:catalog-value-entry-type', received: v, allowed: `an entry of ${a.type.typeName}`, fix: `pass an entry of ${a.type.typeName}, or give the attribute the type of this entry.`,
      });
      return undefined;
    }
    if (v instanceof CatalogEntry && typeof v.externalId !== 'string') {
      // What addEntry returned for an external id that is no string (its own type reports the id too).
      r.add(r.here(), 'is the entry addEntry returned for an external id that is not a string.', {
        id: 'incident:catalog-value-entry-id', received: v.externalId, allowed: `an entry of ${a.type.typeName} whose external id is a string`, fix: 'give that entry a string external id.',
      });
      return undefined;
    }
    if (v instanceof CatalogEntry) {
      if (isTokenString(v.externalId)) r.tokens();
      checkIdentifier(r, target, v.externalId, `${typeNameOf(theirs) ?? 'the type'}.entryRef(${JSON.stringify(v.externalId)})`);
      return v.externalId;
    }
    // A looked-up entry: its id, read by the data source.
    r.tokens();
    return v.catalogEntryId;
  }
  r.add(r.here(), `expected an entry of ${a.type.typeName}: attribute ${attrName(a)} holds catalog entries.`, {
    id: 'incident:catalog-value-type', received: v, allowed: allowedFor(a), fix: fixFor(a, v),
  });
  return undefined;
}

/** Warns when an identifier names no entry of a type whose entries are all defined here. */
function checkIdentifier(r: ValueReport, target: ICatalogType | undefined, id: string, shown: string): void {
  const entries = catalogTypeState(target)?.entries;
  if (!entries || GENERATED_ID.test(id) || entries.identifiers().has(id)) return;
  const examples = entries.examples();
  const name = typeNameOf(target) ?? 'the type';
  r.unknownEntry(`${r.here()}: names no entry of ${name}; its entries are defined in this app, and incident.io deletes any other. `
    + `Received: ${shown === id ? describeValue(id) : shown}. Allowed: the external id or an alias of an entry of ${name}${examples.length ? `, e.g. ${examples.map((x) => JSON.stringify(x)).join(', ')}` : ' (it has none yet)'}. `
    + `Fix: add the entry to ${name}, or correct the identifier.`);
}

function noteToken(r: ValueReport, s: string): string {
  if (isTokenString(s)) r.tokens();
  return s;
}

/** Whether two catalog types are the same: one object, or the same type name. */
function sameType(a: ICatalogType | undefined, b: ICatalogType | undefined): boolean {
  if (a === b) return true;
  const x = typeNameOf(a);
  const y = typeNameOf(b);
  return x !== undefined && y !== undefined && sameValue(x, y);
}

/** A looked-up entry (anything with a catalog type and an entry id). */
function isEntry(v: unknown): v is { catalogType: ICatalogType; catalogEntryId: string } {
  return v !== null && typeof v === 'object' && 'catalogEntryId' in v && 'catalogType' in v;
}

/** An attribute as messages name it: its local id, quoted. */
export function attrName(a: AttributeState): string {
  return `'${a.localId}'`;
}

/** What a value of the attribute is (`many`: the items of a list). */
function allowedFor(a: AttributeState, many = false): string {
  switch (a.type.kind) {
    case 'Number': return many ? 'numbers' : 'a number';
    case 'Bool': return many ? 'booleans' : 'a boolean';
    case 'Entry': return `${many ? 'entries' : 'an entry'} of ${a.type.typeName} (type.entryRef(externalId), CatalogEntry.lookup(...)) or ${many ? 'their' : 'its'} external id or alias`;
    case 'Image': return many ? 'image URLs (strings)' : 'the URL of an image, as a string';
    default: return many ? 'strings' : 'a string';
  }
}

function fixFor(a: AttributeState, v: unknown): string {
  switch (a.type.kind) {
    case 'Number': return typeof v === 'string' ? `write the number itself, e.g. ${a.localId}: 3.` : 'pass a number.';
    case 'Bool': return typeof v === 'string' ? `write true or false, not ${JSON.stringify(v)}.` : 'pass true or false.';
    case 'Entry': return 'pass type.entryRef(\'<external id>\') of the referenced type, or the external id as a string.';
    default: return typeof v === 'number' || typeof v === 'boolean' ? `write it as a string, e.g. ${a.localId}: '${String(v)}'.` : 'pass a string.';
  }
}
