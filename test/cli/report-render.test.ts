/**
 * The report of migrate and convert (src/cli/report-render.ts): the exact Markdown and JSON of a
 * report with entries in two files, a multi-line hand edit, a failing oracle and a checklist;
 * the oracle's other states; and the order and escaping rules.
 */
import { CommandReport } from '../../src/cli/report';
import { changedFiles, entriesByFile, oracleSummary, relativeTo, renderJson, renderMarkdown, REPORT_SCHEMA_VERSION, totals } from '../../src/cli/report-render';

const SAMPLE: CommandReport = {
  command: 'migrate',
  root: '/p',
  entries: [
    { file: 'src/b.ts', line: 4, rule: 'migrate/import', outcome: 'converted', subject: "import '@cdktf/provider-mongodbatlas'", message: 'Imports mongodbatlas from terrain-constructs.' },
    { file: 'main.ts', line: 12, rule: 'migrate/tags-to-map', outcome: 'partial', subject: "AdvancedCluster 'cluster'", message: 'The tags are computed: rewritten as Object.fromEntries; check the keys | values.', suggestion: 'tags: Object.fromEntries(t.map((x) => [x.key, x.value]))' },
    { file: 'main.ts', line: 3, rule: 'migrate/class-name', outcome: 'converted', subject: "AdvancedCluster 'cluster'", message: 'advancedCluster.AdvancedCluster -> mongodbatlas.MongodbatlasAdvancedCluster.' },
    { file: 'main.ts', line: 20, rule: 'migrate/num-shards', outcome: 'manual', subject: "AdvancedCluster 'cluster'", message: 'numShards is a token: the count is not known before apply.', suggestion: 'replicationSpecs: Array.from({ length: 2 }, () => ({\n  regionConfigs: [],\n}))' },
  ],
  changes: [
    { path: '/p/main.ts', before: 'a\n', after: 'b\n' },
    { path: '/p/src/b.ts', before: 'x\n', after: 'x\n' },
    { path: '/p/src/new.ts', after: 'n\n' },
  ],
  oracle: {
    ran: true,
    passed: false,
    differences: [
      { path: 'resource.mongodbatlas_advanced_cluster.cluster.replication_specs[0].num_shards', before: 2, after: undefined, explainedBy: 'migrate/num-shards' },
      { path: 'resource.mongodbatlas_advanced_cluster.cluster.tags', before: [{ key: 'a', value: 'b' }], after: { a: 'b' }, explainedBy: 'migrate/tags-to-map' },
      { path: 'resource.mongodbatlas_advanced_cluster.cluster.name', before: 'orders', after: 'order|s' },
    ],
    addressesRemoved: ['mongodbatlas_cluster.old'],
    addressesAdded: [],
  },
  checklist: ['Back up the state: `terraform state pull > backup.tfstate`.', 'Plan: it must be empty apart from the moves.'],
};

test('Markdown: totals, the files changed, a table per file by line, the hand edits, the oracle, the checklist', () => {
  expect(renderMarkdown(SAMPLE)).toBe(MARKDOWN);
});

test('JSON: schemaVersion first, keys in a fixed order, entries per file by line, every difference', () => {
  expect(renderJson(SAMPLE)).toBe(JSON_TEXT);
  expect(JSON.parse(renderJson(SAMPLE)).schemaVersion).toBe(REPORT_SCHEMA_VERSION);
});

describe('the oracle line', () => {
  const base = { ran: true, differences: [], addressesRemoved: [], addressesAdded: [] };
  test.each([
    ['not asked to run', undefined, 'The oracle did not run: the command was asked not to run it.'],
    ['could not run', { ...base, ran: false, passed: false, reason: "the app could not be synthesized: main.ts: Cannot find module 'x'" },
      "The oracle did not run: the app could not be synthesized: main.ts: Cannot find module 'x'."],
    ['passed, no difference', { ...base, passed: true }, 'The oracle passed: the synthesized JSON before and after differs only where a rule explains it (0 explained difference(s)), and no address changed.'],
    ['passed, with a moved block', { ...base, passed: true, addressesRemoved: ['mongodbatlas_cluster.c'], addressesAdded: ['mongodbatlas_advanced_cluster.c'], differences: [{ path: 'moved', before: undefined, after: [], explainedBy: 'migrate/cluster-to-advanced' }] },
      'The oracle passed: the synthesized JSON before and after differs only where a rule explains it (1 explained difference(s)), and no address changed except by a moved block.'],
    ['failed on addresses', { ...base, passed: false, addressesAdded: ['a.b', 'c.d'] }, 'The oracle FAILED: 0 unexplained difference(s); address(es) added: a.b, c.d.'],
  ] as const)('%s', (_name, oracle, line) => {
    expect(oracleSummary(oracle as any)).toBe(line);
  });

  test('an oracle that ran and found nothing says so; one that did not run has no Oracle section', () => {
    const report: CommandReport = { command: 'convert', root: '/w', entries: [], changes: [], oracle: { ...base, passed: true } };
    expect(renderMarkdown(report)).toBe('# terrain-constructs convert report\n\nRoot: `/w`\n\n| Outcome | Entries |\n| --- | ---: |\n| converted | 0 |\n| partial | 0 |\n| manual | 0 |\n| total | 0 |\n\n'
      + 'The oracle passed: the synthesized JSON before and after differs only where a rule explains it (0 explained difference(s)), and no address changed.\n\n'
      + '## Files changed\n\nNone.\n\n## Entries\n\nNone.\n\n## Oracle\n\nThe synthesized JSON is the same before and after.\n');
    const skipped = renderMarkdown({ ...report, oracle: undefined });
    expect(skipped).not.toContain('## Oracle');
    expect(skipped).toContain('The oracle did not run: the command was asked not to run it.');
    expect(JSON.parse(renderJson({ ...report, oracle: undefined })).oracle).toEqual({ ran: false, reason: 'the command was asked not to run it', passed: false, differences: [], addressesRemoved: [], addressesAdded: [] });
    expect(JSON.parse(renderJson(report)).checklist).toBeNull();
  });
});

describe('order and escaping', () => {
  test('files in code-unit order, entries by line then rule then subject', () => {
    const e = (file: string, line: number, rule: string, subject = 's') => ({ file, line, rule, subject, outcome: 'converted' as const, message: 'm' });
    const groups = entriesByFile([e('b.tf', 2, 'convert/x'), e('B.tf', 9, 'convert/a'), e('b.tf', 2, 'convert/a', 'z'), e('b.tf', 2, 'convert/a', 'y'), e('b.tf', 1, 'convert/z')]);
    expect(groups.map((g) => [g.file, g.entries.map((x) => `${x.line} ${x.rule} ${x.subject}`)])).toEqual([
      ['B.tf', ['9 convert/a s']],
      ['b.tf', ['1 convert/z s', '2 convert/a y', '2 convert/a z', '2 convert/x s']],
    ]);
    expect(totals(groups[1]!.entries)).toEqual({ converted: 4, partial: 0, manual: 0 });
  });

  test('a one-line suggestion with backticks and pipes stays in its cell; a message with a line break is one line', () => {
    const md = renderMarkdown({
      command: 'convert',
      root: '/w',
      changes: [],
      entries: [{ file: 'main.tf', line: 7, rule: 'convert/escape-hatch', outcome: 'manual', subject: 'aws_s3_bucket.b', message: 'not generated\nby terrain-constructs', suggestion: 'x.addOverride(`a|b`, 1)' }],
    });
    expect(md).toContain('| manual | 7 | `convert/escape-hatch` | aws_s3_bucket.b | not generated by terrain-constructs | `` x.addOverride(`a\\|b`, 1) `` |\n');
    expect(md).not.toContain('## Hand edits');
  });

  test('a suggestion holding a fence gets a longer fence', () => {
    const md = renderMarkdown({
      command: 'convert',
      root: '/w',
      changes: [],
      entries: [{ file: 'm.tf', line: 1, rule: 'convert/module', outcome: 'manual', subject: 'module.vpc', message: 'm', suggestion: 'const doc = `\n```\n`;' }],
    });
    expect(md).toContain('## Hand edits\n\n1. `m.tf:1` module.vpc (`convert/module`):\n\n   ````ts\n   const doc = `\n   ```\n   `;\n   ````\n');
  });

  test('paths of changes are relative to the root with /, unchanged files are left out, a path outside the root stays absolute', () => {
    expect(changedFiles({ command: 'convert', root: '/w', entries: [], changes: [{ path: '/w/a/b.ts', after: 'x' }, { path: '/w/c.ts', before: 'y', after: 'y' }] }))
      .toEqual([{ file: 'a/b.ts', change: 'new' }]);
    expect(relativeTo('/w', '/elsewhere/x.ts')).toBe('/elsewhere/x.ts');
  });
});

const MARKDOWN = `# terrain-constructs migrate report

Root: \`/p\`

| Outcome | Entries |
| --- | ---: |
| converted | 2 |
| partial | 1 |
| manual | 1 |
| total | 4 |

The oracle FAILED: 1 unexplained difference(s); address(es) removed: mongodbatlas_cluster.old.

## Files changed

- \`main.ts\` (modified)
- \`src/new.ts\` (new)

## Entries

### \`main.ts\`

converted 1, partial 1, manual 1

| Outcome | Line | Rule | Subject | Message | Suggestion |
| --- | ---: | --- | --- | --- | --- |
| converted | 3 | \`migrate/class-name\` | AdvancedCluster 'cluster' | advancedCluster.AdvancedCluster -> mongodbatlas.MongodbatlasAdvancedCluster. |  |
| partial | 12 | \`migrate/tags-to-map\` | AdvancedCluster 'cluster' | The tags are computed: rewritten as Object.fromEntries; check the keys \\| values. | \`tags: Object.fromEntries(t.map((x) => [x.key, x.value]))\` |
| manual | 20 | \`migrate/num-shards\` | AdvancedCluster 'cluster' | numShards is a token: the count is not known before apply. | hand edit 1 below |

### \`src/b.ts\`

converted 1, partial 0, manual 0

| Outcome | Line | Rule | Subject | Message | Suggestion |
| --- | ---: | --- | --- | --- | --- |
| converted | 4 | \`migrate/import\` | import '@cdktf/provider-mongodbatlas' | Imports mongodbatlas from terrain-constructs. |  |

## Hand edits

1. \`main.ts:20\` AdvancedCluster 'cluster' (\`migrate/num-shards\`):

   \`\`\`ts
   replicationSpecs: Array.from({ length: 2 }, () => ({
     regionConfigs: [],
   }))
   \`\`\`

## Oracle

Unexplained differences:

| Path | Before | After |
| --- | --- | --- |
| \`resource.mongodbatlas_advanced_cluster.cluster.name\` | \`"orders"\` | \`"order\\|s"\` |

Addresses removed:

- \`mongodbatlas_cluster.old\`

Explained differences, per rule:

| Rule | Differences |
| --- | ---: |
| \`migrate/num-shards\` | 1 |
| \`migrate/tags-to-map\` | 1 |

## Checklist

1. Back up the state: \`terraform state pull > backup.tfstate\`.
2. Plan: it must be empty apart from the moves.
`;

const JSON_TEXT = `{
  "schemaVersion": 1,
  "command": "migrate",
  "root": "/p",
  "totals": {
    "converted": 2,
    "partial": 1,
    "manual": 1,
    "total": 4
  },
  "changes": [
    {
      "file": "main.ts",
      "change": "modified"
    },
    {
      "file": "src/new.ts",
      "change": "new"
    }
  ],
  "files": [
    {
      "file": "main.ts",
      "totals": {
        "converted": 1,
        "partial": 1,
        "manual": 1
      },
      "entries": [
        {
          "line": 3,
          "outcome": "converted",
          "rule": "migrate/class-name",
          "subject": "AdvancedCluster 'cluster'",
          "message": "advancedCluster.AdvancedCluster -> mongodbatlas.MongodbatlasAdvancedCluster.",
          "suggestion": null
        },
        {
          "line": 12,
          "outcome": "partial",
          "rule": "migrate/tags-to-map",
          "subject": "AdvancedCluster 'cluster'",
          "message": "The tags are computed: rewritten as Object.fromEntries; check the keys | values.",
          "suggestion": "tags: Object.fromEntries(t.map((x) => [x.key, x.value]))"
        },
        {
          "line": 20,
          "outcome": "manual",
          "rule": "migrate/num-shards",
          "subject": "AdvancedCluster 'cluster'",
          "message": "numShards is a token: the count is not known before apply.",
          "suggestion": "replicationSpecs: Array.from({ length: 2 }, () => ({\\n  regionConfigs: [],\\n}))"
        }
      ]
    },
    {
      "file": "src/b.ts",
      "totals": {
        "converted": 1,
        "partial": 0,
        "manual": 0
      },
      "entries": [
        {
          "line": 4,
          "outcome": "converted",
          "rule": "migrate/import",
          "subject": "import '@cdktf/provider-mongodbatlas'",
          "message": "Imports mongodbatlas from terrain-constructs.",
          "suggestion": null
        }
      ]
    }
  ],
  "oracle": {
    "ran": true,
    "reason": null,
    "passed": false,
    "differences": [
      {
        "path": "resource.mongodbatlas_advanced_cluster.cluster.replication_specs[0].num_shards",
        "before": 2,
        "explainedBy": "migrate/num-shards"
      },
      {
        "path": "resource.mongodbatlas_advanced_cluster.cluster.tags",
        "before": [
          {
            "key": "a",
            "value": "b"
          }
        ],
        "after": {
          "a": "b"
        },
        "explainedBy": "migrate/tags-to-map"
      },
      {
        "path": "resource.mongodbatlas_advanced_cluster.cluster.name",
        "before": "orders",
        "after": "order|s",
        "explainedBy": null
      }
    ],
    "addressesRemoved": [
      "mongodbatlas_cluster.old"
    ],
    "addressesAdded": []
  },
  "checklist": [
    "Back up the state: \`terraform state pull > backup.tfstate\`.",
    "Plan: it must be empty apart from the moves."
  ]
}
`;
