/**
 * The Equinix pack: each rule with a compliant and a non-compliant case, asserting the exact finding.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { findingsOf, judge } from './util';
import { equinix, EquinixBestPractices, ProductionMatcher } from '../../src';

type Config = equinix.EquinixFabricConnectionConfig;
const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const PROD = [{ key: 'environment', value: 'production' }];

/** A port-to-AWS connection on a 12-month term, labelled production, changed by `extra`. */
function connection(s: TerraformStack, id: string, extra: Partial<Config> = {}) {
  return new equinix.EquinixFabricConnection(s, id, {
    name: id,
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    order: { purchaseOrderNumber: '1-129105284100', termLength: 12 },
    project: { projectId: PROJECT_ID },
    additionalInfo: PROD,
    aSide: { accessPoint: { type: 'COLO', port: { uuid: 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143' }, linkProtocol: { type: 'DOT1Q', vlanTag: 1976 } } },
    zSide: { accessPoint: { type: 'SP', sellerRegion: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '69ee618d-be52-468d-bc99-00566f2dd2b9' }, location: { metroCode: 'SV' } } },
    ...extra,
  });
}

function run(ruleId: string, build: (s: TerraformStack) => void, pack = new EquinixBestPractices()) {
  const j = judge([pack], (s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    build(s);
  });
  return { j, lines: findingsOf(j, ruleId) };
}

/** A primary with its secondary, the secondary's group referencing the primary's. */
function pair(s: TerraformStack) {
  const primary = connection(s, 'primary', { redundancy: { priority: 'PRIMARY' } });
  connection(s, 'secondary', { redundancy: { priority: 'SECONDARY', group: primary.redundancy.group } });
}

describe('Equinix-N1 a production connection with no redundant pair', () => {
  const text = (name: string, secondaries: number) => 'redundancy: has no secondary connection in this stack on a production connection (environment=production): one port, device or metro failure cuts the link. '
    + `Received: redundancy.priority PRIMARY, and no connection with redundancy.priority SECONDARY in its group (${secondaries} secondary connection${secondaries === 1 ? '' : 's'} in the stack). `
    + "Allowed: a secondary connection with redundancy { priority: SECONDARY, group: this connection's group }. "
    + `Fix: add a second connection on another port or device with redundancy { priority: "SECONDARY", group: "\${one(equinix_fabric_connection.${name}.redundancy).group}" }.`;
  test('non-compliant: a lone production connection fails synth; a secondary of another group does not pair', () => {
    const { j, lines } = run('Equinix-N1', (s) => {
      connection(s, 'lone');
      const other = connection(s, 'other', { redundancy: { priority: 'PRIMARY' }, additionalInfo: [{ key: 'environment', value: 'staging' }] });
      connection(s, 'others_secondary', { redundancy: { priority: 'SECONDARY', group: other.redundancy.group }, additionalInfo: [] });
    });
    expect(lines).toEqual([`[test/lone] [Equinix-N1] ${text('lone', 1)}`]);
    expect(j.error).toContain(`[test/lone] [Equinix-N1] ${text('lone', 1)}`);
  });
  test('compliant: a primary with its secondary, a staging connection, or a secondary whose group is a variable', () => {
    expect(run('Equinix-N1', pair).lines).toEqual([]);
    expect(run('Equinix-N1', (s) => connection(s, 'staging', { additionalInfo: [{ key: 'env', value: 'staging' }] })).lines).toEqual([]);
    expect(run('Equinix-N1', (s) => {
      connection(s, 'primary');
      connection(s, 'secondary', { redundancy: { priority: 'SECONDARY', group: new TerraformVariable(s, 'group', { type: 'string' }).stringValue } });
    }).lines).toEqual([]);
  });
});

describe('Equinix-N2 an on-demand term on production', () => {
  const text = (field: string, received: string) => `${field}: is on demand on a production connection (environment=production). Received: ${received}. Allowed: 12, 24 or 36 (months). `
    + 'Fix: set order: { termLength: 12 } (or 24, 36), as agreed with whoever owns the Equinix contract.';
  test('non-compliant: termLength 1, unset, or no order', () => {
    const { lines } = run('Equinix-N2', (s) => {
      pair(s);
      connection(s, 'one', { order: { termLength: 1 } });
      connection(s, 'unset', { order: { purchaseOrderNumber: 'po-7' } });
      connection(s, 'none', { order: undefined });
    });
    expect(lines).toEqual([
      `[test/one] [Equinix-N2] ${text('order.termLength', 'termLength 1 (on demand)')}`,
      `[test/unset] [Equinix-N2] ${text('order.termLength', 'termLength unset (1 month, on demand)')}`,
      `[test/none] [Equinix-N2] ${text('order', 'no order (term length 1 month, on demand)')}`,
    ]);
  });
  test('compliant: a 12-month term, or a connection a custom matcher does not take for production', () => {
    expect(run('Equinix-N2', pair).lines).toEqual([]);
    const pack = new EquinixBestPractices({ production: ProductionMatcher.byLabels({ keys: ['tier'], values: ['critical'] }) });
    expect(run('Equinix-N2', (s) => connection(s, 'one', { order: { termLength: 1 } }), pack).lines).toEqual([]);
  });
});
