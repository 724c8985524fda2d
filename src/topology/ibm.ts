/**
 * The topology describer of IBM Cloud App Configuration: per instance (`guid`), each environment
 * with its feature flags and properties, the segments their rules target (arrows labelled with the
 * rule's order and value), and the collections they belong to. Not part of the public API.
 */
import { atMost, cut, Diagram, Field, genericNode, Resource, TfDocument, TopologyDescriber } from './model';

/** IBM Cloud. */
export const IBM: TopologyDescriber = {
  provider: 'ibm',
  describe(doc: TfDocument, d: Diagram): void {
    new AppConfigPicture(doc, d).draw();
  },
};

class AppConfigPicture {
  private readonly environments: Resource[];
  private readonly segments: Resource[];
  private readonly collections: Resource[];

  constructor(private readonly doc: TfDocument, private readonly d: Diagram) {
    this.environments = doc.ofType('ibm_app_config_environment');
    this.segments = doc.ofType('ibm_app_config_segment');
    this.collections = doc.ofType('ibm_app_config_collection');
  }

  public draw(): void {
    for (const e of this.environments) {
      const id = e.at('environment_id').text();
      this.d.claim(e, this.d.group(e.address, `environment ${e.at('name').text() ?? e.name}${id ? ` (${id})` : ''}`, this.instance(e)));
    }
    for (const s of this.segments) {
      const rules = s.at('rules').items().map((r) => `${r.at('attribute_name').text() ?? '?'} ${r.at('operator').text() ?? '?'} ${cut(r.at('values').texts().join(', '), 32)}`);
      this.d.claim(s, this.d.node(s.address, [`segment ${s.at('name').text() ?? s.name}`, ...atMost(rules, 3)], { group: this.instance(s), shape: 'stadium' }));
    }
    for (const c of this.collections) {
      this.d.claim(c, this.d.node(c.address, [`collection ${c.at('name').text() ?? c.name}`], { group: this.instance(c), shape: 'round' }));
    }
    for (const f of this.doc.ofType('ibm_app_config_feature')) this.flag(f);
    for (const p of this.doc.ofType('ibm_app_config_property')) this.property(p);
    for (const r of this.doc.ofType('ibm_app_config_snapshot')) this.snapshot(r);
    for (const r of this.doc.resources) {
      if (r.provider === 'ibm' && !this.d.claimed(r)) genericNode(this.d, r, r.type.startsWith('ibm_app_config_') ? this.instance(r) : undefined);
    }
  }

  /** The group of the App Configuration instance (`guid`). */
  private instance(r: Resource): string | undefined {
    const f = r.at('guid');
    const text = f.text();
    return text === undefined ? undefined : this.d.group(`ibm:app-config:${f.str() ?? text}`, `App Configuration ${text}`);
  }

  private sameInstance(r: Resource, list: Resource[]): Resource[] {
    const guid = r.at('guid').str();
    return list.filter((x) => guid === undefined || x.at('guid').str() === undefined || x.at('guid').str() === guid);
  }

  /** The group of the environment of a flag or property, dashed when it is not in the stack. */
  private environment(r: Resource): string | undefined {
    const id = r.at('environment_id');
    const e = this.doc.match(id, this.sameInstance(r, this.environments), 'environment_id');
    if (e) return this.d.anchorOf(e.address);
    const text = id.text();
    if (text === undefined) return this.instance(r);
    return this.d.group(`ibm:environment:${r.at('guid').str() ?? ''}:${id.str() ?? text}`, `environment ${text} (not in this stack)`, this.instance(r));
  }

  private flag(f: Resource): void {
    const enabled = f.at('enabled').bool();
    const lines = [`flag ${f.at('name').text() ?? f.name}`,
      [f.at('type').text(), f.at('format').text(), enabled === undefined ? undefined : enabled ? 'enabled' : 'disabled'].filter((x) => x !== undefined).join(' · '),
      `on ${f.at('enabled_value').text() ?? '?'} / off ${f.at('disabled_value').text() ?? '?'}`];
    const rollout = f.at('rollout_percentage').text();
    if (rollout !== undefined) lines.push(`rollout ${rollout}%`);
    const key = this.d.node(f.address, lines, { group: this.environment(f), shape: 'flag' });
    this.d.claim(f, key);
    this.rules(f, key);
  }

  private property(p: Resource): void {
    const lines = [`property ${p.at('name').text() ?? p.name}`,
      [p.at('type').text(), p.at('format').text()].filter((x) => x !== undefined).join(' · '), `value ${p.at('value').text() ?? '?'}`];
    const key = this.d.node(p.address, lines, { group: this.environment(p), shape: 'box' });
    this.d.claim(p, key);
    this.rules(p, key);
  }

  /** A git snapshot of a collection in an environment (the token is sensitive: never read). */
  private snapshot(r: Resource): void {
    const lines = [`git snapshot ${r.at('git_config_name').text() ?? r.name}`,
      `${r.at('git_url').text() ?? '?'} (${r.at('git_branch').text() ?? '?'})`, r.at('git_file_path').text() ?? ''];
    const key = this.d.node(r.address, lines, { group: this.environment(r), shape: 'subroutine' });
    this.d.claim(r, key);
    this.collection(r, r.at('collection_id'), key, 'exports');
  }

  /** Arrows to the segments of the segment rules (`#1 → value`) and to the collections. */
  private rules(r: Resource, key: string): void {
    const segments = this.sameInstance(r, this.segments);
    for (const rule of r.at('segment_rules').items()) {
      const rollout = rule.at('rollout_percentage').text();
      const label = `#${rule.at('order').text() ?? '?'} → ${rule.at('value').text() ?? '?'}${rollout !== undefined ? ` (${rollout}%)` : ''}`;
      for (const group of rule.at('rules').items()) {
        for (const id of group.at('segments').items()) this.d.edge(key, this.segment(r, id, segments), label);
      }
    }
    for (const c of r.at('collections').items()) this.collection(r, c.at('collection_id'), key, 'in');
  }

  /** A dotted arrow to the collection an id names (dashed when it is not in the stack). */
  private collection(r: Resource, id: Field, key: string, label: string): void {
    if (id.value === undefined) return;
    const collection = this.doc.match(id, this.sameInstance(r, this.collections), 'collection_id');
    const to = collection ? this.d.anchorOf(collection.address)! : this.d.node(`ibm:collection:${r.at('guid').str() ?? ''}:${id.str() ?? id.text()}`,
      [`collection ${id.text() ?? '?'}`, 'not in this stack'], { group: this.instance(r), external: true });
    this.d.edge(key, to, label, 'dotted');
  }

  private segment(r: Resource, id: Field, segments: Resource[]): string {
    const s = this.doc.match(id, segments, 'segment_id');
    if (s) return this.d.anchorOf(s.address)!;
    return this.d.node(`ibm:segment:${r.at('guid').str() ?? ''}:${id.str() ?? id.text()}`, [`segment ${id.text() ?? '?'}`, 'not in this stack'],
      { group: this.instance(r), external: true });
  }
}
