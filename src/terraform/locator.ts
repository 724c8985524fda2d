/**
 * Terraform's diagnostics and planned changes led back to constructs, for a run of
 * `TerrainTesting.validate` / `plan` (run.ts): by the byte range of cdk.tf.json a diagnostic
 * points into (through its `//` metadata and the construct tree), by its address, or by the
 * addresses its text names. Not part of the jsii API.
 */
import { TerraformDataSource, TerraformLocal, TerraformOutput, TerraformProvider, TerraformRemoteState, TerraformResource, TerraformStack, TerraformVariable } from 'cdktn';
import { JsonIndex, PathKey } from './json-index';
import type { RawDiagnostic } from './terraform-output';
import { TerraformDiagnostic } from './types';

export interface Locator {
  /** The text of cdk.tf.json, once written (diagnostic positions point into it). */
  text?: string;
  /** The construct of an address (`type.name`, `data.type.name`, `output.x`, `var.x`, instance keys allowed). */
  address(addr: string): string | undefined;
  diagnostic(d: RawDiagnostic): TerraformDiagnostic;
}

export function locator(doc: any, stack: TerraformStack): Locator {
  const byAddress = new Map<string, string>();
  for (const c of stack.node.findAll()) {
    try {
      if (TerraformResource.isTerraformResource(c)) byAddress.set(`${c.terraformResourceType}.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformDataSource.isTerraformDataSource(c)) byAddress.set(`data.${c.terraformResourceType}.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformOutput.isTerraformOutput(c)) byAddress.set(`output.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformVariable) byAddress.set(`var.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformLocal) byAddress.set(`local.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformRemoteState) byAddress.set(`data.terraform_remote_state.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformProvider.isTerraformProvider(c)) byAddress.set(`provider.${c.terraformResourceType}${c.alias ? `.${c.alias}` : ''}`, c.node.path);
    } catch {
      // an element that cannot say its id is not found by address
    }
  }
  // The `//` metadata of cdk.tf.json wins where it is present.
  for (const section of ['resource', 'data']) {
    for (const [type, instances] of Object.entries<any>(doc[section] ?? {})) {
      for (const [name, body] of Object.entries<any>(instances ?? {})) {
        const p = body?.['//']?.metadata?.path;
        if (typeof p === 'string') byAddress.set(`${section === 'data' ? 'data.' : ''}${type}.${name}`, p);
      }
    }
  }
  const address = (addr: string) => byAddress.get(addr.replace(/\[[^\]]*\]/g, ''));
  let index: JsonIndex | undefined;
  const ofPath = (p: PathKey[]): string | undefined => {
    const [section, a, b] = p;
    if (section === 'resource' && b !== undefined) return `${a}.${b}`;
    if (section === 'data' && b !== undefined) return `data.${a}.${b}`;
    if (section === 'output' && a !== undefined) return `output.${a}`;
    if (section === 'variable' && a !== undefined) return `var.${a}`;
    if (section === 'locals' && a !== undefined) return `local.${a}`;
    if (section === 'provider' && a !== undefined) {
      const configs = doc.provider?.[a];
      const alias = Array.isArray(configs) && typeof b === 'number' ? configs[b]?.alias : undefined;
      return `provider.${a}${alias ? `.${alias}` : ''}`;
    }
    if ((section === 'import' || section === 'moved') && typeof a === 'number') {
      const to = doc[section]?.[a]?.to;
      return typeof to === 'string' ? to : undefined;
    }
    return undefined;
  };
  const diagnostic = (d: RawDiagnostic): TerraformDiagnostic => {
    let documentPath: string | undefined;
    let addr: string | undefined;
    let line: number | undefined;
    if (d.range?.filename === 'cdk.tf.json' && self.text !== undefined) {
      index ??= new JsonIndex(self.text);
      const p = index.pathAt(d.range.start.byte);
      documentPath = p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${k}`)).join('');
      line = d.range.start.line;
      addr = ofPath(p);
    }
    addr ??= d.address;
    let constructPath = addr ? address(addr) : undefined;
    if (!constructPath && documentPath && /^(resource|data)\.[^.[]+$/.test(documentPath)) {
      // The type itself (e.g. one the provider does not have): every construct of that type.
      const prefix = `${documentPath.startsWith('data.') ? 'data.' : ''}${documentPath.split('.')[1]}.`;
      const all = [...byAddress.entries()].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v);
      if (all.length) constructPath = [...new Set(all)].join(', ');
    }
    if (!constructPath) {
      // Diagnostics without position (a cycle, say) name the addresses in their text.
      const text2 = `${d.summary}\n${d.detail ?? ''}`;
      const found = [...byAddress.keys()].filter((k) => !k.startsWith('provider.') && new RegExp(`(^|[^\\w.])${k.replace(/[.]/g, '\\.')}(?![\\w])`).test(text2));
      if (found.length) {
        addr ??= found[0];
        constructPath = [...new Set(found.map((k) => byAddress.get(k)!))].join(', ');
      }
    }
    if (!constructPath && documentPath && /^(terraform|provider)\b/.test(documentPath)) constructPath = stack.node.path;
    return {
      severity: d.severity,
      summary: d.summary,
      detail: d.detail ?? '',
      constructPath,
      address: addr,
      documentPath,
      line,
    };
  };
  const self: Locator = { address, diagnostic };
  return self;
}
