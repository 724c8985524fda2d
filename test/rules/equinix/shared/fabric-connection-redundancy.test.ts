/**
 * Type rules of equinix_fabric_connection on its redundancy (src/rules/equinix/shared/fabric-connection-redundancy.ts):
 * a SECONDARY names its primary's redundancy group, read from the primary's redundancy and not its
 * id, and a PRIMARY joins no other PRIMARY's group. References are judged by what they point at.
 */
import { App, Fn, TerraformStack, TerraformVariable } from 'cdktn';
import { equinix, TerrainTesting } from '../../../../src';
import { synth } from '../../../util';

type Config = equinix.EquinixFabricConnectionConfig;
const SECONDARY = 'rule:equinix_fabric_connection/secondary-names-group';
const NOT_ID = 'rule:equinix_fabric_connection/group-is-not-connection-id';
const ONE_PRIMARY = 'rule:equinix_fabric_connection/one-primary-per-group';

/** A port-to-port connection with `extra` over it. */
function conn(extra: Partial<Config> = {}): Config {
  return {
    name: 'c',
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } } },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 101 } } },
    ...extra,
  };
}

/** The warnings of a stack with the provider and what `build` adds. */
function warnings(build: (s: TerraformStack) => void): string[] {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    build(s);
  }).warnings;
}

const C = equinix.EquinixFabricConnection;

describe('secondary-names-group', () => {
  test('a SECONDARY with the primary\'s group, a PRIMARY without one, and no redundancy pass', () => {
    expect(warnings((s) => {
      const p = new C(s, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
      new C(s, 'q', conn({ redundancy: { priority: 'SECONDARY', group: p.redundancy.group } }));
      new C(s, 'r', conn());
      new C(s, 't', conn({ redundancy: { priority: 'secondary', group: '${one(equinix_fabric_connection.p.redundancy).group}' } }));
    })).toEqual([]);
  });

  test('a SECONDARY without group (or an empty one, which the provider does not send) warns', () => {
    const line = (id: string) => `test/${id}: [${SECONDARY}] redundancy.group: is missing on a SECONDARY connection; the API pairs a secondary with the primary whose redundancy group it names, so this one pairs with none. `
      + 'Received: priority \'SECONDARY\' without group. Allowed: the redundancy group of the primary connection, read from the primary (primary.redundancy.group). '
      + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group }, primary being the PRIMARY EquinixFabricConnection; or write redundancy: { priority: \'PRIMARY\' } if the connection has no primary.';
    expect(warnings((s) => {
      new C(s, 'q', conn({ redundancy: { priority: 'SECONDARY' } }));
      new C(s, 'e', conn({ redundancy: { priority: 'Secondary', group: '' } }));
    })).toEqual([line('q'), line('e')]);
  });

  test('a token priority or group is not judged', () => {
    expect(warnings((s) => {
      const v = new TerraformVariable(s, 'v', { type: 'string' }).stringValue;
      new C(s, 'q', conn({ redundancy: { priority: v } }));
      new C(s, 'r', conn({ redundancy: { priority: 'SECONDARY', group: v } }));
    })).toEqual([]);
  });
});

describe('group-is-not-connection-id', () => {
  const msg = (name: string, received: string, target: string) => `test/${name}: [${NOT_ID}] redundancy.group: is the id of the connection ${target}, not its redundancy group; `
    + 'Equinix assigns the group apart from the connection\'s id, so the secondary names no group its primary is in. '
    + `Received: ${received}. Allowed: the primary's redundancy group: primary.redundancy.group (one(equinix_fabric_connection.p.redundancy).group in Terraform). `
    + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group }, primary being the EquinixFabricConnection test/p.';

  test('the primary\'s id or uuid as a SECONDARY\'s group warns, naming the attribute to read', () => {
    expect(warnings((s) => {
      const p = new C(s, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
      new C(s, 'q', conn({ redundancy: { priority: 'SECONDARY', group: p.id } }));
      new C(s, 'u', conn({ redundancy: { priority: 'SECONDARY', group: p.uuid } }));
      new C(s, 'w', conn({ redundancy: { priority: 'SECONDARY', group: '${equinix_fabric_connection.p.id}' } }));
    })).toEqual([
      msg('q', '${equinix_fabric_connection.p.id}', 'test/p (equinix_fabric_connection.p)'),
      msg('u', '${equinix_fabric_connection.p.uuid}', 'test/p (equinix_fabric_connection.p)'),
      msg('w', '${equinix_fabric_connection.p.id}', 'test/p (equinix_fabric_connection.p)'),
    ]);
  });

  test('a data source connection\'s id warns, pointing to its redundancy list', () => {
    expect(warnings((s) => {
      const d = new equinix.DataEquinixFabricConnection(s, 'existing', { uuid: 'existing-uuid' });
      new C(s, 'q', conn({ redundancy: { priority: 'SECONDARY', group: d.id } }));
    })).toEqual([
      `test/q: [${NOT_ID}] redundancy.group: is the id of the connection data.equinix_fabric_connection.existing, not its redundancy group; `
      + 'Equinix assigns the group apart from the connection\'s id, so the secondary names no group its primary is in. '
      + 'Received: ${data.equinix_fabric_connection.existing.id}. Allowed: the primary\'s redundancy group: connection.redundancy.get(0).group (one(data.equinix_fabric_connection.existing.redundancy).group in Terraform). '
      + 'Fix: write redundancy: { priority: \'SECONDARY\', group: connection.redundancy.get(0).group }, connection being the DataEquinixFabricConnection data.equinix_fabric_connection.existing.',
    ]);
  });

  test('a reference to anything else, an expression around the id, and a PRIMARY are not judged', () => {
    expect(warnings((s) => {
      const p = new C(s, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
      const v = new TerraformVariable(s, 'group', { type: 'string' });
      new C(s, 'a', conn({ redundancy: { priority: 'SECONDARY', group: v.stringValue } }));
      new C(s, 'b', conn({ redundancy: { priority: 'SECONDARY', group: Fn.lower(p.id) } }));
      new C(s, 'c', conn({ redundancy: { priority: 'SECONDARY', group: `${p.name}` } }));
      new C(s, 'd', conn({ redundancy: { priority: 'SECONDARY', group: `g-${p.id}` } }));
      new C(s, 'e', conn({ redundancy: { priority: 'PRIMARY', group: p.id } }));
    })).toEqual([]);
  });
});

describe('one-primary-per-group', () => {
  const msg = (received: string) => `test/q: [${ONE_PRIMARY}] redundancy.group: is the redundancy group of test/p (equinix_fabric_connection.p), which is PRIMARY too; a redundancy group pairs one PRIMARY with one SECONDARY. `
    + `Received: priority 'PRIMARY' with group ${received}. Allowed: priority SECONDARY in the primary's group, or PRIMARY in a group of its own (no group). `
    + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group } (primary being the EquinixFabricConnection test/p) to make this its secondary, or write redundancy: { priority: \'PRIMARY\' } without group.';

  test('a PRIMARY in the group of a PRIMARY (written so, or with no redundancy: the default) warns', () => {
    expect(warnings((s) => {
      const p = new C(s, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
      new C(s, 'q', conn({ redundancy: { priority: 'PRIMARY', group: p.redundancy.group } }));
    })).toEqual([msg('${tolist(equinix_fabric_connection.p.redundancy).0.group}')]);
    expect(warnings((s) => {
      new C(s, 'p', conn());
      new C(s, 'q', conn({ redundancy: { priority: 'primary', group: '${one(equinix_fabric_connection.p.redundancy).group}' } }));
    })).toEqual([msg('${one(equinix_fabric_connection.p.redundancy).group}')]);
  });

  test('a PRIMARY rejoining a SECONDARY\'s group (the API\'s re-add example) passes; so do an unknown priority, a data source\'s connection and one not in this stack', () => {
    expect(warnings((s) => {
      const q = new C(s, 'q', conn({ redundancy: { priority: 'SECONDARY', group: 'a00cef6f-8e35-4794-9ff9-665e084e4e6d' } }));
      new C(s, 'p', conn({ redundancy: { priority: 'PRIMARY', group: q.redundancy.group } }));
      const v = new TerraformVariable(s, 'priority', { type: 'string' }).stringValue;
      const t = new C(s, 't', conn({ redundancy: { priority: v } }));
      new C(s, 'u', conn({ redundancy: { priority: 'PRIMARY', group: t.redundancy.group } }));
      const d = new equinix.DataEquinixFabricConnection(s, 'existing', { uuid: 'existing-uuid' });
      new C(s, 'w', conn({ redundancy: { priority: 'PRIMARY', group: d.redundancy.get(0).group } }));
      new C(s, 'x', conn({ redundancy: { priority: 'PRIMARY', group: '${equinix_fabric_connection.elsewhere.redundancy[0].group}' } }));
    })).toEqual([]);
  });
});

describe('a connection of another stack', () => {
  test('is not judged, and a connection of the same name in this stack is not taken for it (the reference renders as remote state)', () => {
    const app = new App();
    const [a, b] = ['a', 'b'].map((id) => new TerraformStack(app, id));
    for (const s of [a, b]) new equinix.EquinixProvider(s, 'equinix', {});
    const p = new C(a, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
    new C(b, 'p', conn({ redundancy: { priority: 'PRIMARY' } }));
    new C(b, 'q', conn({ redundancy: { priority: 'PRIMARY', group: p.redundancy.group } }));
    new C(b, 'r', conn({ redundancy: { priority: 'SECONDARY', group: p.id } }));
    const doc = TerrainTesting.synthToObject(b) as any;
    expect(doc.resource.equinix_fabric_connection.q.redundancy.group).toMatch(/^\$\{tolist\(data\.terraform_remote_state\./);
    expect(TerrainTesting.warnings(b)).toEqual([]);
  });
});
