/**
 * The topology describer of MongoDB Atlas: per project, each cluster with its regions (priority
 * and node counts; shards and zones), and what is wired to clusters: alert configurations (by
 * their CLUSTER_NAME matcher), backup schedules, the backup compliance policy, database users
 * (by their scopes and custom roles) and outage simulations. Not part of the public API.
 */
import { atMost, Diagram, Field, genericNode, plural, Resource, TfDocument, TopologyDescriber } from './model';

const ADVANCED = 'mongodbatlas_advanced_cluster';
const LEGACY = 'mongodbatlas_cluster';

const OPERATORS: Record<string, string> = Object.fromEntries([
  ['GREATER_THAN', '>'], ['LESS_THAN', '<'], ['EQUALS', '='], ['NOT_EQUALS', '≠'], ['CONTAINS', 'contains'],
  ['NOT_CONTAINS', 'does not contain'], ['STARTS_WITH', 'starts with'], ['ENDS_WITH', 'ends with'], ['REGEX', 'matches'],
]);

/** MongoDB Atlas. */
export const MONGODBATLAS: TopologyDescriber = {
  provider: 'mongodbatlas',
  describe(doc: TfDocument, d: Diagram): void {
    new AtlasPicture(doc, d).draw();
  },
};

class AtlasPicture {
  private readonly clusters: Resource[];

  constructor(private readonly doc: TfDocument, private readonly d: Diagram) {
    this.clusters = doc.ofType(ADVANCED, LEGACY);
  }

  public draw(): void {
    for (const c of this.clusters) this.cluster(c);
    for (const r of this.doc.ofType('mongodbatlas_alert_configuration')) this.alert(r);
    for (const r of this.doc.ofType('mongodbatlas_cloud_backup_schedule')) this.schedule(r);
    for (const r of this.doc.ofType('mongodbatlas_backup_compliance_policy')) this.compliance(r);
    for (const r of this.doc.ofType('mongodbatlas_custom_db_role')) this.customRole(r);
    for (const r of this.doc.ofType('mongodbatlas_database_user')) this.user(r);
    for (const r of this.doc.ofType('mongodbatlas_cluster_outage_simulation')) this.outage(r);
    for (const r of this.doc.ofType('mongodbatlas_encryption_at_rest')) this.encryption(r);
    // The rest of Atlas: plain nodes in their project (or organization).
    for (const r of this.doc.resources) {
      if (r.provider !== 'mongodbatlas' || this.d.claimed(r)) continue;
      genericNode(this.d, r, this.project(r) ?? this.organization(r));
    }
  }

  /** The group of the resource's project (`project_id`). */
  private project(r: Resource): string | undefined {
    const f = r.at('project_id');
    const text = f.text();
    return text === undefined ? undefined : this.d.group(`mongodbatlas:project:${f.str() ?? text}`, `Atlas project ${text}`);
  }

  private organization(r: Resource): string | undefined {
    const f = r.at('org_id');
    const text = f.text();
    return text === undefined ? undefined : this.d.group(`mongodbatlas:org:${f.str() ?? text}`, `Atlas organization ${text}`);
  }

  /** The clusters of the same project as `r` (all of them when a project is unknown). */
  private clustersBeside(r: Resource): Resource[] {
    const p = r.at('project_id').str();
    return this.clusters.filter((c) => p === undefined || c.at('project_id').str() === undefined || c.at('project_id').str() === p);
  }

  /** The node or group of the cluster a value names, or a dashed node for one outside the stack. */
  private clusterNamed(r: Resource, name: Field): string | undefined {
    const c = this.doc.match(name, this.clustersBeside(r), 'name');
    if (c) return this.d.anchorOf(c.address);
    const text = name.text();
    if (text === undefined) return undefined;
    return this.d.node(`mongodbatlas:cluster:${r.at('project_id').str() ?? ''}:${name.str() ?? text}`, [`cluster ${text}`, 'not in this stack'],
      { group: this.project(r), external: true });
  }

  // -------------------------------------------------------------------------------------------
  // Clusters.

  private cluster(c: Resource): void {
    const legacy = c.type === LEGACY;
    const facts = [
      c.at('cluster_type').text(),
      c.at('mongo_db_major_version').text() && `MongoDB ${c.at('mongo_db_major_version').text()}`,
      (legacy ? c.at('cloud_backup') : c.at('backup_enabled')).bool() ? 'backup on' : undefined,
      c.at('pit_enabled').bool() ? 'PIT' : undefined,
      encryptedWith(c) && `encryption ${encryptedWith(c)}`,
      legacy ? 'deprecated type' : undefined,
    ].filter((x): x is string => x !== undefined);
    const g = this.d.group(c.address, [`cluster ${c.at('name').text() ?? c.name}`, ...facts].join(' · '), this.project(c));
    this.d.claim(c, g);
    // Replication specs by zone, identical specs of a zone drawn once (`× n shards`).
    const specs = c.at('replication_specs').items();
    const zones = new Map<string, Array<{ spec: Field; shards: number }>>();
    for (const spec of specs) {
      const zone = spec.at('zone_name').text() ?? '';
      const list = zones.get(zone) ?? [];
      const shards = legacy ? spec.at('num_shards').num() ?? 1 : 1;
      const same = list.find((x) => JSON.stringify(x.spec.at(legacy ? 'regions_config' : 'region_configs').value)
        === JSON.stringify(spec.at(legacy ? 'regions_config' : 'region_configs').value));
      if (same) same.shards += shards;
      else list.push({ spec, shards });
      zones.set(zone, list);
    }
    let z = 0;
    for (const [zone, list] of zones) {
      const zoneKey = `${c.address}#z${pad(z++)}`;
      const named = zone !== '' || zones.size > 1;
      const inZone = named ? this.d.group(zoneKey, `zone ${zone || '(unnamed)'}${list.length === 1 && list[0].shards > 1 ? ` · ${list[0].shards} shards` : ''}`, g) : g;
      list.forEach(({ spec, shards }, s) => {
        let parent = inZone;
        if (list.length > 1) parent = this.d.group(`${zoneKey}#s${pad(s)}`, plural(shards, 'shard'), inZone);
        else if (!named && shards > 1) parent = this.d.group(`${zoneKey}#s${pad(s)}`, `${shards} identical shards`, inZone);
        const regions = legacy ? spec.at('regions_config').items() : spec.at('region_configs').items();
        regions.forEach((rc, i) => {
          this.d.node(`${zoneKey}#s${pad(s)}#r${pad(i)}`, legacy ? legacyRegion(c, rc) : region(rc), { group: parent, shape: 'cylinder' });
        });
      });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Alerts and backups.

  private alert(r: Resource): void {
    const group = this.project(r);
    const lines = [`alert ${r.at('event_type').text() ?? r.name}${r.at('enabled').bool() === false ? ' (disabled)' : ''}`];
    const severity = r.at('severity_override').text();
    if (severity) lines[0] += ` · ${severity}`;
    for (const key of ['metric_threshold_config', 'threshold_config']) {
      const t = r.at(key);
      if (t.value === undefined) continue;
      const op = t.at('operator').text();
      lines.push([t.at('metric_name').text() ?? 'threshold', op && (OPERATORS[op] ?? op), t.at('threshold').text(), t.at('units').text()]
        .filter((x) => x !== undefined).join(' '));
    }
    const clusters: Field[] = [];
    for (const m of r.at('matcher').items()) {
      const field = m.at('field_name').text();
      const op = m.at('operator').text();
      if (field === 'CLUSTER_NAME' && op === 'EQUALS') clusters.push(m.at('value'));
      else lines.push(`where ${[field, op && (OPERATORS[op] ?? op), m.at('value').text()].filter((x) => x !== undefined).join(' ')}`);
    }
    const notify = r.at('notification').items().map(notification).filter((x): x is string => x !== undefined);
    if (notify.length) lines.push(`notify ${notify.join(', ')}`);
    if (!clusters.length) lines.push('project-wide');
    const key = this.d.node(r.address, lines, { group, shape: 'flag' });
    this.d.claim(r, key);
    for (const name of clusters) {
      const to = this.clusterNamed(r, name);
      if (to) this.d.edge(key, to, 'alerts on');
    }
  }

  private schedule(r: Resource): void {
    const lines = ['backup schedule', ...policyLines(r)];
    for (const copy of r.at('copy_settings').items()) {
      const where = [copy.at('cloud_provider').text(), copy.at('region_name').text()].filter((x) => x !== undefined).join(' ');
      const what = copy.at('frequencies').texts();
      lines.push(`copy to ${where}${what.length ? ` (${what.join(', ')})` : ''}`);
    }
    const window = r.at('restore_window_days').text();
    if (window) lines.push(`restore window ${plural(Number(window), 'day')}`);
    const key = this.d.node(r.address, lines, { group: this.project(r), shape: 'subroutine' });
    this.d.claim(r, key);
    const to = this.clusterNamed(r, r.at('cluster_name'));
    if (to) this.d.edge(key, to, 'backs up');
  }

  private compliance(r: Resource): void {
    const flags = [
      r.at('pit_enabled').bool() ? 'PIT' : undefined,
      r.at('copy_protection_enabled').bool() ? 'copy protection' : undefined,
      r.at('encryption_at_rest_enabled').bool() ? 'encryption at rest' : undefined,
    ].filter((x): x is string => x !== undefined);
    const window = r.at('restore_window_days').text();
    const lines = ['backup compliance policy', 'minimum retention:', ...policyLines(r), flags.join(' · '),
      window ? `restore window ${plural(Number(window), 'day')}` : ''];
    const key = this.d.node(r.address, lines, { group: this.project(r), shape: 'subroutine' });
    this.d.claim(r, key);
    for (const c of this.clustersBeside(r)) {
      const to = this.d.anchorOf(c.address);
      if (to) this.d.edge(key, to, 'enforces', 'dotted');
    }
  }

  // -------------------------------------------------------------------------------------------
  // Identity.

  private customRole(r: Resource): void {
    const actions = r.at('actions').items().map((a) => {
      const on = a.at('resources').items().map((x) => (x.at('cluster').bool() ? 'cluster'
        : [x.at('database_name').text(), x.at('collection_name').text()].filter((y) => y !== undefined && y !== '').join('.')));
      return `${a.at('action').text() ?? '?'}${on.length ? ` on ${on.join(', ')}` : ''}`;
    });
    const inherits = r.at('inherited_roles').items().map((x) => `${x.at('role_name').text()}@${x.at('database_name').text()}`);
    const lines = [`custom role ${r.at('role_name').text() ?? r.name}`, ...atMost(actions, 3)];
    if (inherits.length) lines.push(`inherits ${atMost(inherits, 3).join(', ')}`);
    const key = this.d.node(r.address, lines, { group: this.project(r), shape: 'parallelogram' });
    this.d.claim(r, key);
  }

  private user(r: Resource): void {
    const roles = r.at('roles').items();
    const lines = [`user ${r.at('username').text() ?? r.name}`, `auth ${authOf(r)}`,
      ...atMost(roles.map((x) => `${x.at('role_name').text()}@${[x.at('database_name').text(), x.at('collection_name').text()].filter((y) => y !== undefined).join('.')}`), 4)];
    const scopes = r.at('scopes').items();
    if (!scopes.length) lines.push('all clusters of the project');
    const group = this.project(r);
    const key = this.d.node(r.address, lines, { group, shape: 'stadium' });
    this.d.claim(r, key);
    for (const s of scopes) {
      if (s.at('type').str() === 'DATA_LAKE') {
        const name = s.at('name').text() ?? '?';
        this.d.edge(key, this.d.node(`mongodbatlas:data-lake:${r.at('project_id').str() ?? ''}:${name}`, [`data federation ${name}`, 'not in this stack'], { group, external: true }), 'scope');
        continue;
      }
      const to = this.clusterNamed(r, s.at('name'));
      if (to) this.d.edge(key, to, 'scope');
    }
    const custom = this.doc.ofType('mongodbatlas_custom_db_role').filter((c) => c.at('project_id').str() === r.at('project_id').str());
    for (const role of roles) {
      const c = this.doc.match(role.at('role_name'), custom, 'role_name');
      const to = c && this.d.anchorOf(c.address);
      if (to) this.d.edge(key, to, 'role', 'dotted');
    }
  }

  private encryption(r: Resource): void {
    const lines = ['encryption at rest'];
    for (const [key, name, where] of [['aws_kms_config', 'AWS KMS', 'region'], ['azure_key_vault_config', 'Azure Key Vault', 'azure_environment'],
      ['google_cloud_kms_config', 'Google Cloud KMS', undefined]] as const) {
      const cfg = r.at(key);
      if (cfg.value === undefined || cfg.at('enabled').bool() === false) continue;
      lines.push([name, where && cfg.at(where).text(), cfg.at('require_private_networking').bool() ? 'private networking' : undefined]
        .filter((x) => x !== undefined).join(' · '));
    }
    const endpoints = this.doc.ofType('mongodbatlas_encryption_at_rest_private_endpoint').filter((e) => e.at('project_id').str() === r.at('project_id').str());
    for (const e of endpoints) lines.push(`private endpoint ${[e.at('cloud_provider').text(), e.at('region_name').text()].filter((x) => x !== undefined).join(' ')}`);
    const key = this.d.node(r.address, lines, { group: this.project(r), shape: 'hexagon' });
    this.d.claim(r, key);
    for (const e of endpoints) this.d.claim(e, key);
    for (const c of this.clustersBeside(r)) {
      const to = this.d.anchorOf(c.address);
      if (to && encryptedWith(c)) this.d.edge(key, to, 'encrypts', 'dotted');
    }
  }

  private outage(r: Resource): void {
    const filters = r.at('outage_filters').items().map((f) => [f.at('cloud_provider').text(), f.at('region_name').text()].filter((x) => x !== undefined).join(' '));
    const key = this.d.node(r.address, ['outage simulation', ...filters], { group: this.project(r), shape: 'hexagon' });
    this.d.claim(r, key);
    const to = this.clusterNamed(r, r.at('cluster_name'));
    if (to) this.d.edge(key, to, 'takes regions down', 'dotted');
  }
}

/** The key management of a cluster's encryption at rest (`AWS`), if it has one. */
function encryptedWith(c: Resource): string | undefined {
  const p = c.at('encryption_at_rest_provider').text();
  return p === undefined || p === 'NONE' ? undefined : p;
}

/** The lines of a region config of an advanced cluster. */
function region(rc: Field): string[] {
  const provider = rc.at('provider_name').text();
  const backing = rc.at('backing_provider_name').text();
  const lines = [[backing ? `${provider} (${backing})` : provider, rc.at('region_name').text()].filter((x) => x !== undefined).join(' ')];
  const priority = rc.at('priority').text();
  if (priority !== undefined) lines.push(`priority ${priority}`);
  for (const [key, word] of [['electable_specs', 'electable'], ['read_only_specs', 'read-only'], ['analytics_specs', 'analytics']]) {
    const spec = rc.at(key);
    if (spec.value === undefined) continue;
    const n = spec.at('node_count').text();
    if (n === '0') continue;
    lines.push(`${word} ${[n, spec.at('instance_size').text()].filter((x) => x !== undefined).join(' × ')}`);
  }
  return lines;
}

/** The lines of a region of the deprecated `mongodbatlas_cluster` (one instance size for the cluster). */
function legacyRegion(c: Resource, rc: Field): string[] {
  const size = c.at('provider_instance_size_name').text();
  const lines = [[c.at('provider_name').text(), rc.at('region_name').text()].filter((x) => x !== undefined).join(' ')];
  const priority = rc.at('priority').text();
  if (priority !== undefined) lines.push(`priority ${priority}`);
  for (const [key, word] of [['electable_nodes', 'electable'], ['read_only_nodes', 'read-only'], ['analytics_nodes', 'analytics']]) {
    const n = rc.at(key).text();
    if (n === undefined || n === '0') continue;
    lines.push(`${word} ${[n, size].filter((x) => x !== undefined).join(' × ')}`);
  }
  return lines;
}

const ITEMS: Array<[string, (every: string | undefined) => string]> = [
  ['policy_item_hourly', (every) => (every ? `every ${every} h` : 'hourly')],
  ['policy_item_daily', () => 'daily'],
  ['policy_item_weekly', () => 'weekly'],
  ['policy_item_monthly', () => 'monthly'],
  ['policy_item_yearly', () => 'yearly'],
  ['on_demand_policy_item', () => 'on demand'],
];

/** One line per backup policy item: `every 4 h → 7 days`. */
function policyLines(r: Resource): string[] {
  const out: string[] = [];
  for (const [key, when] of ITEMS) {
    for (const item of r.at(key).items()) {
      const n = item.at('retention_value').text();
      const unit = item.at('retention_unit').text();
      out.push(`${when(item.at('frequency_interval').text())} → ${[n, unit].filter((x) => x !== undefined).join(' ')}`);
    }
  }
  return out;
}

/** How an alert notifies: its type, with the Slack channel or the roles. */
function notification(n: Field): string | undefined {
  const type = n.at('type_name').text();
  if (type === undefined) return undefined;
  const channel = n.at('channel_name').text();
  const roles = n.at('roles').texts();
  if (channel) return `${type} ${channel}`;
  if (roles.length) return `${type} (${roles.join(', ')})`;
  return type;
}

/** How a database user signs in. */
function authOf(r: Resource): string {
  const x509 = r.at('x509_type').text();
  if (x509 && x509 !== 'NONE') return `X.509 ${x509}`;
  const iam = r.at('aws_iam_type').text();
  if (iam && iam !== 'NONE') return `AWS IAM ${iam}`;
  const ldap = r.at('ldap_auth_type').text();
  if (ldap && ldap !== 'NONE') return `LDAP ${ldap}`;
  const oidc = r.at('oidc_auth_type').text();
  if (oidc && oidc !== 'NONE') return `OIDC ${oidc}`;
  return `SCRAM (${r.at('auth_database_name').text() ?? 'admin'})`;
}

function pad(i: number): string {
  return String(i).padStart(3, '0');
}
