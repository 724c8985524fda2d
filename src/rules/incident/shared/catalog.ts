import { num, Report, strings, TypeRule } from '../../../core/runtime/type-rules';

/** What an attribute id of the catalog looks like: a system-generated id of 26 letters and digits. */
export const ATTRIBUTE_ID = /^[0-9A-Za-z]{26}$/;

export const ATTRIBUTE_ID_TEXT = 'an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute';

/** Whether a map key or value could be an attribute id: a token, or 26 letters and digits. */
export function mayBeAttributeId(key: string): boolean {
  return key.includes('${') || ATTRIBUTE_ID.test(key);
}

/**
 * A rank is a whole number: the provider's schema makes it an Int64, and the plugin framework's
 * Int64 type refuses a number with a fraction when it reads the configuration ("Value 1.5 is not
 * an integer.").
 */
export function rankRule(opts: {
  readonly id: string;
  readonly enforcedBy: string;
  /** The Terraform path and value of each rank in the input. */
  readonly ranks: (input: Readonly<Record<string, any>>) => Array<[string, unknown]>;
}): TypeRule {
  return {
    id: opts.id,
    summary: 'A rank is a whole number.',
    enforcedBy: opts.enforcedBy,
    check: (input, report) => {
      for (const [path, v] of opts.ranks(input)) {
        const n = num(v);
        if (n === undefined || Number.isInteger(n)) continue;
        report(path, 'is not a whole number; the provider stores the rank as a 64-bit integer.', {
          received: n,
          allowed: 'a whole number, e.g. 1',
          fix: `write ${Number.isFinite(n) ? Math.round(n) : 0}.`,
        });
      }
    },
  };
}

/** `managed_attributes` (of an entry and of the entries resource) lists attribute ids, not names. */
export function checkManagedAttributeIds(input: Readonly<Record<string, any>>, report: Report): void {
  const managed = strings(input.managed_attributes).filter((k) => !mayBeAttributeId(k));
  if (!managed.length) return;
  report('managed_attributes', 'holds something that cannot be an attribute id.', {
    receivedText: managed.map((k) => JSON.stringify(k)).join(', '),
    allowed: ATTRIBUTE_ID_TEXT,
    fix: 'list the ids of the attributes this resource manages, e.g. incident_catalog_type_attribute.<name>.id.',
  });
}
