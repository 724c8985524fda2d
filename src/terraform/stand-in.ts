/**
 * The stand-in provider process: `node stand-in.js <provider>` (mongodbatlas, incident, ibm or
 * equinix), started by Terraform through the `dev_overrides` of a CLI configuration that
 * `TerrainTesting.validate` and `TerrainTesting.plan` write. It speaks plugin protocol 6 the way
 * go-plugin expects: it checks the magic cookie, listens on 127.0.0.1 in the port range Terraform
 * gives, answers with mutual TLS when Terraform sends its client certificate, and prints the
 * handshake line `1|6|tcp|127.0.0.1:<port>|grpc|<certificate>` as its only output on stdout.
 *
 * Loads nothing but node's own modules, this folder's small modules and one schema-facts module,
 * so that it starts fast. A failure to start is written to stderr and, when Terraform runs under
 * TerrainTesting, to the file named by TERRAIN_STANDIN_LOG, so that the caller can say why.
 */
import * as fs from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';

/** When the stand-in's own code began (ms since the process started). */
const began = performance.now();

import { serve, UnaryHandler } from './grpc';
import { providerHandlers } from './provider';
import { schemaFromFacts, STAND_IN_PROVIDERS } from './schema';
import { selfSignedLocalhost } from './x509';

/** go-plugin's handshake cookie for Terraform providers. */
const MAGIC_COOKIE_KEY = 'TF_PLUGIN_MAGIC_COOKIE';
const MAGIC_COOKIE_VALUE = 'd602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2';

/** Env var: a file that failures to start are appended to (set by TerrainTesting). */
export const STAND_IN_LOG_ENV = 'TERRAIN_STANDIN_LOG';
/**
 * Env var: a unix socket to serve plain gRPC on, for a stand-in that TerrainTesting starts itself
 * and hands to Terraform through TF_REATTACH_PROVIDERS (it then outlives each Terraform run).
 */
export const STAND_IN_SOCKET_ENV = 'TERRAIN_STANDIN_SOCKET';

function fail(label: string, reason: string): never {
  const line = `${label} cannot start: ${reason}\n`;
  process.stderr.write(line);
  const log = process.env[STAND_IN_LOG_ENV];
  if (log) {
    try {
      fs.appendFileSync(log, line);
    } catch {
      // stderr has it
    }
  }
  process.exit(1);
}

/** The ports to try: from a random point of Terraform's range, the whole range once. */
function portsToTry(): number[] {
  const min = Number(process.env.PLUGIN_MIN_PORT);
  const max = Number(process.env.PLUGIN_MAX_PORT);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min <= 0 || max < min) return [0];
  const n = max - min + 1;
  const start = Math.floor(Math.random() * n);
  const ports: number[] = [];
  for (let i = 0; i < n; i++) ports.push(min + ((start + i) % n));
  return ports;
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const source = STAND_IN_PROVIDERS[name];
  const label = `terrain-constructs stand-in for ${source ?? name}`;
  if (!source) fail(label, `no stand-in provider is named '${name}'. Known: ${Object.keys(STAND_IN_PROVIDERS).join(', ')}`);
  if (process.env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE_VALUE) {
    fail(label, 'this is a Terraform provider plugin; Terraform starts it (through the dev_overrides that TerrainTesting.validate and TerrainTesting.plan write), it is not run directly');
  }
  const versions = (process.env.PLUGIN_PROTOCOL_VERSIONS ?? '6').split(',').map((v) => v.trim());
  if (!versions.includes('6')) fail(label, `Terraform offers plugin protocol versions ${versions.join(', ')}; the stand-in speaks version 6 only (Terraform 1.0 or later)`);

  let schema;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const facts = require(`../generated/${name}/schema-facts`) as { SCHEMA_FACTS: string };
    schema = schemaFromFacts(facts.SCHEMA_FACTS);
  } catch (e: any) {
    fail(label, `cannot serve the schema: ${e.message}`);
  }

  let exiting = false;
  const exitSoon = () => {
    if (exiting) return;
    exiting = true;
    setImmediate(() => process.exit(0));
  };
  const handlers = new Map<string, UnaryHandler>(providerHandlers(schema, label));
  // go-plugin pings the standard health service for the service "plugin".
  handlers.set('/grpc.health.v1.Health/Check', () => Buffer.from([0x08, 0x01]));
  // go-plugin closes a plugin with GRPCController.Shutdown, then waits for it to exit.
  handlers.set('/plugin.GRPCController/Shutdown', () => Buffer.alloc(0));

  const socketPath = process.env[STAND_IN_SOCKET_ENV];
  const clientCa = socketPath ? undefined : process.env.PLUGIN_CLIENT_CERT;
  const cert = clientCa ? selfSignedLocalhost() : undefined;
  let port: number;
  try {
    ({ port } = await serve({
      handlers,
      ports: portsToTry(),
      socketPath,
      tls: cert && clientCa ? { key: cert.keyPem, cert: cert.certPem, clientCa } : undefined,
      // A stand-in that Terraform started goes when Terraform is done with it; a shared one stays.
      afterCall: (method) => !socketPath && method === '/plugin.GRPCController/Shutdown' && exitSoon(),
    }));
  } catch (e: any) {
    fail(label, e.message);
  }

  // Terraform interrupts its plugins through the protocol (StopProvider), not by signal.
  process.on('SIGINT', () => undefined);
  if (socketPath) {
    // A shared stand-in is stopped by a signal, or exits with its parent: it takes its socket, and
    // the private folder when it is the last one there.
    process.on('SIGTERM', () => process.exit(0));
    process.on('exit', () => {
      try {
        fs.rmSync(socketPath, { force: true });
        fs.rmdirSync(path.dirname(socketPath));
      } catch {
        // another stand-in still uses the folder
      }
    });
  }
  // Exit with Terraform, also when it is killed and cannot say Shutdown.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 500).unref();

  const certField = cert ? cert.certDer.toString('base64').replace(/=+$/, '') : '';
  if (process.env.TERRAIN_STANDIN_TIMING) {
    const now = performance.now();
    process.stderr.write(`ready ${now.toFixed(1)} ms after the process started, ${(now - began).toFixed(1)} ms of it in the stand-in\n`);
  }
  process.stdout.write(socketPath ? `1|6|unix|${socketPath}|grpc|\n` : `1|6|tcp|127.0.0.1:${port}|grpc|${certField}\n`);
}

// Only as a program: requiring this module (a tool that loads every file) starts nothing.
if (require.main === module) main().catch((e) => fail('terrain-constructs stand-in', e?.stack ?? String(e)));
