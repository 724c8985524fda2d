/**
 * The topology describer of incident.io: alert sources → alert routes (each arrow with the
 * conditions of its source) → escalation paths (and the schedules their levels page), and the catalog: types with their entries, and the attributes that
 * refer to other types as arrows. Ids of things outside the stack are drawn as dashed nodes. Not
 * part of the public API.
 */
import { atMost, cut, Diagram, expressionText, Field, genericNode, plural, Resource, shortType, TfDocument, TopologyDescriber } from './model';

const GROUP = 'incident';
/** The arguments that say which object an incident data source looks up, in order of preference. */
const LOOKUP_KEYS = ['name', 'email', 'slack_user_id', 'identifier', 'type_name', 'id'];
/** Attribute types that hold a value, not a reference to a catalog type. */
const PRIMITIVES = new Set(['String', 'Text', 'Bool', 'Number', 'Image["avatar"]']);

/** incident.io. */
export const INCIDENT: TopologyDescriber = {
  provider: 'incident',
  describe(doc: TfDocument, d: Diagram): void {
    if (!doc.resources.some((r) => r.provider === 'incident')) return;
    d.group(GROUP, 'incident.io');
    new IncidentPicture(doc, d).draw();
  },
};

class IncidentPicture {
  constructor(private readonly doc: TfDocument, private readonly d: Diagram) {}

  public draw(): void {
    const sources = this.doc.ofType('incident_alert_source', 'incident_alert_source_beta');
    for (const r of sources) {
      this.d.claim(r, this.d.node(r.address, [`alert source ${r.at('name').text() ?? r.name}`, r.at('source_type').text() ?? ''], { group: GROUP, shape: 'stadium' }));
    }
    for (const r of this.doc.ofType('incident_schedule')) {
      const rotations = r.at('rotations').items().length;
      this.d.claim(r, this.d.node(r.address, [`schedule ${r.at('name').text() ?? r.name}`,
        [r.at('timezone').text(), rotations ? plural(rotations, 'rotation') : undefined].filter((x) => x !== undefined).join(' · ')], { group: GROUP, shape: 'round' }));
    }
    for (const r of this.doc.ofType('incident_escalation_path')) this.escalationPath(r);
    for (const r of this.doc.ofType('incident_alert_attribute')) {
      const type = r.at('type').str();
      this.d.claim(r, this.d.node(r.address, [`alert attribute ${r.at('name').text() ?? r.name}${r.at('array').bool() ? '[]' : ''}`, type === undefined ? '' : this.readable(type)], { group: GROUP, generic: true }));
    }
    for (const r of this.doc.ofType('incident_alert_route')) this.route(r, sources);
    this.catalog();
    for (const r of this.doc.resources) {
      if (r.provider !== 'incident' || this.d.claimed(r)) continue;
      if (r.kind === 'data') this.lookup(r);
      else genericNode(this.d, r, GROUP);
    }
  }

  /** A data source, labelled with what it looks up (`data user jo@example.com`). */
  private lookup(r: Resource): void {
    const key = LOOKUP_KEYS.map((k) => r.at(k)).find((f) => f.text() !== undefined);
    if (!key) {
      genericNode(this.d, r, GROUP);
      return;
    }
    this.d.claim(r, this.d.node(r.address, [`data ${shortType(r.type)}`, key.text()!], { group: GROUP, external: true, generic: true }));
  }

  /**
   * A text with the references it holds to objects of this document written as their names:
   * `alert.attributes.${incident_alert_attribute.AlertTeam.id}` reads `alert.attributes.Team`,
   * an entry of an incident_catalog_entries by its external id. Other references stay as written.
   */
  private readable(text: string): string {
    const named = text.replace(/\$\{\s*((?:data\.)?[A-Za-z][\w-]*\.[A-Za-z_][\w-]*)((?:\.entries\["[^"\]]*"\])?)\.id\s*\}/g, (all, address: string, entry: string) => {
      const r = this.doc.get(address);
      if (!r) return all;
      if (entry) return JSON.parse(entry.slice('.entries['.length, -1)) as string;
      return LOOKUP_KEYS.slice(0, -1).map((k) => r.at(k).text()).find((x) => x !== undefined) ?? all;
    });
    return expressionText(named);
  }

  /** A dashed node for an id that is not a resource of this stack. */
  private outside(kind: string, id: Field): string {
    const text = id.text() ?? '?';
    return this.d.node(`incident:${kind}:${id.str() ?? text}`, [`${kind} ${text}`, 'not in this stack'], { group: GROUP, external: true });
  }

  private route(r: Resource, sources: Resource[]): void {
    const lines = [`alert route ${r.at('name').text() ?? r.name}${r.at('enabled').bool() === false ? ' (disabled)' : ''}`];
    lines.push(...atMost(r.at('condition_groups').items().map((g) => this.conditions(g)).filter((x) => x !== ''), 2).map((c, i) => `${i ? 'or ' : 'when '}${c}`));
    const incident = r.at('incident_config');
    if (incident.value !== undefined) lines.push(incident.at('enabled').bool() ? 'creates incidents' : 'no incidents');
    const slack = r.at('channel_config').items().length;
    if (slack) lines.push(`notifies ${plural(slack, 'channel config')}`);
    const destinations = r.at('message_config', 'destinations').items().length;
    if (destinations) lines.push(`messages ${plural(destinations, 'destination')}`);
    const key = this.d.node(r.address, lines, { group: GROUP, shape: 'box' });
    this.d.claim(r, key);
    for (const s of r.at('alert_sources').items()) {
      const id = s.at('alert_source_id');
      const source = this.doc.match(id, sources, 'id');
      // The conditions of this source (its alerts reach the route only when they hold), on its arrow.
      const when = s.at('condition_groups').items().map((g) => this.conditions(g)).filter((x) => x !== '');
      const label = when.length ? cut(`when ${when.join(' or ')}`, 80) : undefined;
      this.d.edge(source ? this.d.anchorOf(source.address)! : this.outside('alert source', id), key, label, 'thick');
    }
    const paths = this.doc.ofType('incident_escalation_path');
    for (const target of r.at('escalation_config', 'escalation_targets').items()) {
      for (const b of bindings(target.at('escalation_paths'))) {
        const literal = b.at('literal');
        if (literal.value === undefined) {
          const ref = b.at('reference').text();
          if (ref) this.d.edge(key, this.d.node(`incident:path-from:${ref}`, ['escalation path from', ref], { group: GROUP, external: true }), 'escalates', 'thick');
          continue;
        }
        const path = this.doc.match(literal, paths, 'id');
        this.d.edge(key, path ? this.d.anchorOf(path.address)! : this.outside('escalation path', literal), 'escalates', 'thick');
      }
      for (const b of bindings(target.at('users'))) {
        const literal = b.at('literal');
        if (literal.value !== undefined) this.d.edge(key, this.outside('user', literal), 'escalates');
      }
    }
  }

  private escalationPath(r: Resource): void {
    const lines = [`escalation path ${r.at('name').text() ?? r.name}`];
    const schedules = this.doc.ofType('incident_schedule');
    const pages: Array<[string, string]> = [];
    let level = 0;
    const walk = (nodes: Field[], indent: string, depth: number) => {
      if (depth > 8) return;
      for (const n of nodes) {
        const type = n.at('type').str();
        if (type === 'level' || type === 'notify_channel') {
          const targets = n.at(type, 'targets').items();
          const label = type === 'level' ? `level ${++level}` : 'notify channel';
          const kinds = new Map<string, number>();
          for (const t of targets) {
            const kind = t.at('type').text() ?? 'target';
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            const schedule = kind === 'schedule' ? this.doc.match(t.at('id'), schedules, 'id') : undefined;
            if (schedule) pages.push([schedule.address, label]);
          }
          const urgency = [...new Set(targets.map((t) => t.at('urgency').text()).filter((x): x is string => x !== undefined))];
          const who = [...kinds.entries()].map(([k, c]) => (c > 1 ? `${c} ${k}s` : k)).join(', ');
          lines.push(`${indent}${label}: ${who || 'nobody'}${urgency.length ? ` (${urgency.join(', ')})` : ''}`);
        } else if (type === 'delay') {
          const s = n.at('delay', 'delay_seconds').text();
          if (s) lines.push(`${indent}wait ${s} s`);
        } else if (type === 'repeat') {
          lines.push(`${indent}repeat ×${n.at('repeat', 'repeat_times').text() ?? '?'}`);
        } else if (type === 'if_else') {
          const c = n.at('if_else', 'conditions').items().map((x) => this.condition(x)).join(' and ');
          lines.push(`${indent}if ${cut(c || '…', 40)}`);
          walk(n.at('if_else', 'then_path').items(), `${indent}· `, depth + 1);
          const otherwise = n.at('if_else', 'else_path').items();
          if (otherwise.length) {
            lines.push(`${indent}else`);
            walk(otherwise, `${indent}· `, depth + 1);
          }
        }
      }
    };
    walk(r.at('path').items(), '', 0);
    const key = this.d.node(r.address, atMost(lines, 10), { group: GROUP, shape: 'subroutine' });
    this.d.claim(r, key);
    for (const [schedule, label] of pages) this.d.edge(key, this.d.anchorOf(schedule)!, label);
  }

  /** `alert.priority one of critical, high` (a sensitive value is never shown). */
  private condition(c: Field): string {
    const shown = (f: Field) => (f.text() === undefined || f.hidden ? f.text() : this.readable(f.str() ?? f.text()!));
    const values = c.at('param_bindings').items().flatMap((b) => bindings(b).map((x) => shown(x.at('literal')) ?? shown(x.at('reference'))))
      .filter((x): x is string => x !== undefined);
    return [shown(c.at('subject')), c.at('operation').text()?.replace(/_/g, ' '), values.join(', ')].filter((x) => x !== undefined && x !== '').join(' ');
  }

  /** The conditions of a condition group, joined with `and`. */
  private conditions(g: Field): string {
    return cut(g.at('conditions').items().map((c) => this.condition(c)).join(' and '), 44);
  }

  private catalog(): void {
    const types = this.doc.ofType('incident_catalog_type');
    const attributes = this.doc.ofType('incident_catalog_type_attribute');
    const entries = this.doc.ofType('incident_catalog_entry', 'incident_catalog_entries');
    // `incident_catalog_entries` names its type in `id`; the others in `catalog_type_id`.
    const typeIdOf = (r: Resource) => r.at(r.type === 'incident_catalog_entries' ? 'id' : 'catalog_type_id');
    const ownerOf = (r: Resource) => this.doc.match(typeIdOf(r), types, 'id');
    for (const t of types) {
      const own = attributes.filter((a) => ownerOf(a) === t);
      const plain = own.filter((a) => isPrimitive(a.at('type')));
      // The entries of an incident_catalog_entries are a map (an expression, such as the L2's tomap({}) for none, is counted as none).
      const count = entries.filter((e) => ownerOf(e) === t)
        .reduce((n, e) => n + (e.type === 'incident_catalog_entry' ? 1 : mapSize(e.at('entries').value)), 0);
      const lines = [`catalog type ${t.at('name').text() ?? t.name}`, t.at('type_name').text() ?? ''];
      if (plain.length) lines.push(`${plural(plain.length, 'attribute')}: ${cut(plain.map((a) => a.at('name').text() ?? a.name).join(', '), 40)}`);
      if (count) lines.push(plural(count, 'entry', 'entries'));
      this.d.claim(t, this.d.node(t.address, lines, { group: GROUP }));
    }
    for (const a of attributes) {
      const owner = ownerOf(a);
      const from = owner ? this.d.anchorOf(owner.address)! : this.outside('catalog type', a.at('catalog_type_id'));
      this.d.claim(a, from);
      const type = a.at('type');
      if (isPrimitive(type)) continue;
      const target = this.doc.match(type, types, 'type_name');
      const to = target ? this.d.anchorOf(target.address)! : this.d.node(`incident:catalog-type:${type.str() ?? type.text()}`,
        [`catalog type ${type.text() ?? '?'}`, 'not in this stack'], { group: GROUP, external: true });
      const name = `${a.at('name').text() ?? a.name}${a.at('array').bool() ? '[]' : ''}${a.at('backlink_attribute').value !== undefined ? ' (backlink)' : ''}`;
      this.d.edge(from, to, name);
    }
    for (const e of entries) {
      const owner = ownerOf(e);
      this.d.claim(e, owner ? this.d.anchorOf(owner.address)! : this.outside('catalog type', typeIdOf(e)));
    }
  }
}

/** The number of keys of a map (an object); 0 for anything else. */
function mapSize(v: unknown): number {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).length : 0;
}

function isPrimitive(type: Field): boolean {
  const s = type.str();
  return s === undefined || PRIMITIVES.has(s);
}

/** The bindings of a `{ value, array_value }` parameter. */
function bindings(param: Field): Field[] {
  return [...param.at('value').items(), ...param.at('array_value').items()];
}


