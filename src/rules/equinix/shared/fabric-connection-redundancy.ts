/**
 * Type rules of `equinix_fabric_connection` on its redundancy: a SECONDARY connection names the
 * redundancy group of its primary, read from the primary's `redundancy` (not its id), and a
 * PRIMARY does not join the group of another primary.
 *
 * The provider validates none of it: it sends `redundancy.group` as written, and only when it is
 * not empty (internal/resources/fabric/connection/models.go: connectionRedundancyTerraformToGo).
 * Its schema documents the group as the primary's `redundancy.0.group`
 * (resource_schema.go: connectionRedundancySch), the Fabric API as the "Redundancy group
 * identifier" (ConnectionRedundancy in the OpenAPI spec of equinix-sdk-go v0.66.0, whose words
 * "UUID of primary connection" are the group's, see the Fcr2Sp-Generic-Redundant-* examples,
 * where the group is no connection's uuid). The API lists "Redundancy group is required"
 * (EQ-3142514) among its errors without saying when: every rule here warns.
 *
 * A reference is judged by what it points at (a connection's `id`, a connection's
 * `redundancy.group`), read from its Terraform text, never by its value; any other expression is
 * not judged.
 */
import { items, Report, RuleContext, str, TypeRule } from '../../../core/runtime/type-rules';

const T = 'equinix_fabric_connection';
const DOCUMENTED = 'internal/resources/fabric/connection/resource_schema.go: connectionRedundancySch (group: "Use the redundancy.0.group UUID of primary connection; '
  + 'e.g. one(equinix_fabric_connection.primary_port_connection.redundancy).group"); the Fabric API\'s ConnectionRedundancy (group: "Redundancy group identifier")';

/** A connection's address in a reference: a resource, or a data source. */
const ADDRESS = `((?:data\\.)?${T}\\.[A-Za-z_][A-Za-z0-9_-]*)`;
/** `${<connection>.id}` or `${<connection>.uuid}`: a connection's id. */
const ID_OF = new RegExp(`^\\$\\{${ADDRESS}\\.(?:id|uuid)\\}$`);
/** A connection's redundancy group, the ways Terraform and cdktn write it. */
const GROUP_OF = new RegExp(`^\\$\\{(?:(?:one|tolist)\\(${ADDRESS}\\.redundancy\\)|${ADDRESS}\\.redundancy)(?:\\.0|\\[0\\])?\\.group\\}$`);

/** The redundancy block (a set of at most one), when known. */
function redundancyOf(input: Readonly<Record<string, any>>): [Record<string, any>, string] | undefined {
  const [first] = items(input.redundancy);
  return first && [first[0], Array.isArray(input.redundancy) ? `redundancy[${first[1]}]` : 'redundancy'];
}

/**
 * Whether a connection's input says PRIMARY: written so, or no priority at all (the API makes a
 * connection without redundancy PRIMARY). A token block or priority is not judged.
 */
function isPrimary(input: Readonly<Record<string, any>>): boolean {
  if (input.redundancy === undefined || input.redundancy === null) return true;
  const r = redundancyOf(input);
  if (!r) return false;
  const priority = r[0].priority;
  return priority === undefined || priority === null || str(priority)?.toUpperCase() === 'PRIMARY';
}

/** The Terraform text of a group: a literal `${...}` as written, a token rendered; undefined for a plain literal. */
function textOf(group: unknown, context: RuleContext): string | undefined {
  if (typeof group !== 'string') return undefined;
  const rendered = context.expression?.(group);
  if (rendered !== undefined) return rendered;
  return group.includes('${') ? group : undefined;
}

/** A connection's construct path when it is a resource of the stack, else its address. */
function pathOf(address: string, context: RuleContext): string {
  return (address.startsWith('data.') ? undefined : context.resource?.(address))?.path ?? address;
}

/** How a connection is named in a message: its construct path and address, or its address. */
function named(address: string, context: RuleContext): string {
  const path = pathOf(address, context);
  return path === address ? address : `${path} (${address})`;
}

/** The TypeScript that reads a connection's group: the construct's attribute, or the data source's. */
function groupCode(address: string): string {
  return address.startsWith('data.') ? 'connection.redundancy.get(0).group' : 'primary.redundancy.group';
}

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/secondary-names-group`,
    summary: 'A SECONDARY connection names the redundancy group of its primary (redundancy.group).',
    documentedIn: DOCUMENTED,
    level: 'warning',
    check: (input, report: Report) => {
      const r = redundancyOf(input);
      if (!r || str(r[0].priority)?.toUpperCase() !== 'SECONDARY') return;
      const group = r[0].group;
      if (group !== undefined && group !== null && group !== '') return;
      report(`${r[1]}.group`, 'is missing on a SECONDARY connection; the API pairs a secondary with the primary whose redundancy group it names, so this one pairs with none.', {
        receivedText: 'priority \'SECONDARY\' without group',
        allowed: 'the redundancy group of the primary connection, read from the primary (primary.redundancy.group)',
        fix: "write redundancy: { priority: 'SECONDARY', group: primary.redundancy.group }, primary being the PRIMARY EquinixFabricConnection; "
          + "or write redundancy: { priority: 'PRIMARY' } if the connection has no primary.",
      });
    },
  },
  {
    id: `rule:${T}/group-is-not-connection-id`,
    summary: 'A SECONDARY connection\'s redundancy.group reads the primary\'s redundancy group, not the primary\'s id.',
    documentedIn: DOCUMENTED,
    level: 'warning',
    check: (input, report: Report, context) => {
      const r = redundancyOf(input);
      if (!r || str(r[0].priority)?.toUpperCase() !== 'SECONDARY') return;
      const text = textOf(r[0].group, context);
      const address = text === undefined ? undefined : ID_OF.exec(text)?.[1];
      if (address === undefined) return;
      report(`${r[1]}.group`, `is the id of the connection ${named(address, context)}, not its redundancy group; `
        + 'Equinix assigns the group apart from the connection\'s id, so the secondary names no group its primary is in.', {
        receivedText: text,
        allowed: `the primary's redundancy group: ${groupCode(address)} (one(${address}.redundancy).group in Terraform)`,
        fix: `write redundancy: { priority: 'SECONDARY', group: ${groupCode(address)} }, ${address.startsWith('data.') ? `connection being the DataEquinixFabricConnection ${address}` : `primary being the EquinixFabricConnection ${pathOf(address, context)}`}.`,
      });
    },
  },
  {
    id: `rule:${T}/one-primary-per-group`,
    summary: 'A PRIMARY connection does not join the redundancy group of another PRIMARY connection of the stack.',
    documentedIn: DOCUMENTED,
    level: 'warning',
    check: (input, report: Report, context) => {
      const r = redundancyOf(input);
      if (!r || str(r[0].priority)?.toUpperCase() !== 'PRIMARY') return;
      const text = textOf(r[0].group, context);
      const address = text === undefined ? undefined : GROUP_OF.exec(text)?.slice(1).find((a) => a !== undefined);
      if (address === undefined || address.startsWith('data.')) return;
      const other = context.resource?.(address);
      if (!other) return; // not in this stack: its priority is not known here
      // A primary may rejoin the group of a SECONDARY (the API's Fcr2Sp-Generic-Redundant-Primary-re-add); not another PRIMARY's.
      if (!isPrimary(other.input)) return;
      report(`${r[1]}.group`, `is the redundancy group of ${other.path} (${address}), which is PRIMARY too; a redundancy group pairs one PRIMARY with one SECONDARY.`, {
        receivedText: `priority 'PRIMARY' with group ${text}`,
        allowed: 'priority SECONDARY in the primary\'s group, or PRIMARY in a group of its own (no group)',
        fix: `write redundancy: { priority: 'SECONDARY', group: primary.redundancy.group } (primary being the EquinixFabricConnection ${other.path}) to make this its secondary, `
          + "or write redundancy: { priority: 'PRIMARY' } without group.",
      });
    },
  },
];
