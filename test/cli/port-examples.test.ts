/**
 * The README's "Coming from HCL or the cdktf bindings", run: examples/port/hcl/main.tf converts to
 * examples/port/hcl/main.ts exactly (which type-checks strictly against src/), printing what the
 * README prints; examples/port/binding-app migrates (the binding and cdktf from this repository's
 * node_modules) with the diff the README shows, and the migrated app type-checks; both oracles
 * pass. The README's HCL is the module's, and its table of rules names every rule the code has
 * (and no other), as do docs/cli/convert.md and docs/cli/migrate.md.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { typeCheck } from './convert/helpers';
import { runCommand } from '../../src/cli/main';
import { CONVERT_HEADER } from '../../src/cli/port';

const ROOT = path.join(__dirname, '..', '..');
const EXAMPLES = path.join(ROOT, 'examples', 'port');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('\n## Coming from HCL or the cdktf bindings\n'), README.indexOf('\n## L1 constructs\n'));
const fenced = (lang: string): string[] => [...SECTION.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);
const tmp = () => fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-port-example-')));

describe('convert: examples/port/hcl', () => {
  let dir: string;
  let result: { stdout: string; stderr: string; code: number };
  beforeAll(async () => {
    dir = tmp();
    fs.copyFileSync(path.join(EXAMPLES, 'hcl', 'main.tf'), path.join(dir, 'main.tf'));
    result = await runCommand(['convert', 'main.tf'], dir);
  }, 120_000);

  test('writes examples/port/hcl/main.ts, passes the oracle, prints what the README prints', () => {
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8')).toBe(fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.ts'), 'utf8'));
    expect(fenced('text')).toEqual([result.stdout]);
    // What lets a second run replace it (and keeps convert from replacing a file of the user's).
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8').startsWith(CONVERT_HEADER)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8')).toBe(fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.ts'), 'utf8'));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'terrain-constructs-convert-report.json'), 'utf8')).oracle).toMatchObject({ ran: true, passed: true });
  });

  test('the README shows the module (without its header comment) and the whole stack', () => {
    const tf = fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.tf'), 'utf8');
    expect(fenced('hcl')).toEqual([tf.split('\n').slice(2).join('\n')]);
    expect(fenced('ts')).toEqual([fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.ts'), 'utf8')]);
  });

  test('the stack type-checks (strict, noUnusedLocals) against terrain-constructs and cdktn', () => {
    expect(typeCheck(fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.ts'), 'utf8'))).toEqual([]);
  }, 120_000);
});

describe('migrate: examples/port/binding-app', () => {
  let dir: string;
  beforeAll(() => {
    dir = tmp();
    for (const f of ['main.ts', 'tsconfig.json', 'cdktf.json']) fs.copyFileSync(path.join(EXAMPLES, 'binding-app', f), path.join(dir, f));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });

  test('--dry-run prints the README\'s diff and passes the oracle; the migrated app type-checks; a second run changes nothing', async () => {
    const dry = await runCommand(['migrate', '--dry-run'], dir);
    expect([dry.code, dry.stderr]).toEqual([0, '']);
    const diff = dry.stdout.slice(0, dry.stdout.indexOf('migrate --dry-run: '));
    expect(fenced('diff')).toEqual([diff]);
    expect(dry.stdout).toContain('\nThe oracle passed: ');
    const wrote = await runCommand(['migrate'], dir);
    expect(wrote.stdout.split('\n')[0]).toBe('migrate: wrote main.ts.');
    expect(typeCheck(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8'))).toEqual([]);
    expect((await runCommand(['migrate', '--dry-run'], dir)).stdout.split('\n')[0]).toBe('migrate --dry-run: 0 file(s) would change; nothing written.');
  }, 180_000);
});

describe('the rules', () => {
  /** Every rule id in the sources of migrate and convert. */
  function ruleIds(): string[] {
    const ids = new Set<string>();
    for (const dir of ['migrate', 'convert']) {
      for (const f of fs.readdirSync(path.join(ROOT, 'src', 'cli', dir)).filter((x) => x.endsWith('.ts'))) {
        for (const m of fs.readFileSync(path.join(ROOT, 'src', 'cli', dir, f), 'utf8').matchAll(/'((?:migrate|convert)\/[a-z0-9-]+)'/g)) ids.add(m[1]!);
      }
    }
    return [...ids].sort();
  }
  const inTable = (text: string) => [...new Set([...text.matchAll(/^\| (`[^|]*`) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`((?:migrate|convert)\/[a-z0-9-]+)`/g)].map((x) => x[1]!)))].sort();

  test('the README\'s table names every rule of the code, and no other', () => {
    expect(inTable(SECTION)).toEqual(ruleIds());
  });

  test.each(['convert', 'migrate'])('docs/cli/%s.md names every rule of its command, and no other', (command) => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs', 'cli', `${command}.md`), 'utf8');
    expect(inTable(doc)).toEqual(ruleIds().filter((r) => r.startsWith(`${command}/`)));
  });
});
