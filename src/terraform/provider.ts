/**
 * What a stand-in provider answers, call by call. It serves the real provider's schema and
 * validates nothing beyond it (Terraform's own decoder and type checker do the judging); it plans
 * creates, updates and deletes, reads data sources, and imports by id; it never applies.
 */
import { decode, encode, Value } from './msgpack';
import { ProtoMessage, ProtoWriter } from './protobuf';
import { nullObject, planned, ProviderSchema, read, shaped, withoutWriteOnly } from './schema';
import { Diagnostic, dynamicJson, dynamicMsgpack, Severity, writeDiagnostic, writeDynamic, writeSchema } from './tfplugin6';

/** A unary method handler (request bytes to response bytes). */
export type Handler = (request: Buffer) => Buffer;

const NIL = Buffer.from([0xc0]);

/** The handlers of `tfplugin6.Provider` for one provider's schema. */
export function providerHandlers(schema: ProviderSchema, label: string): Map<string, Handler> {
  let schemaResponse: Buffer | undefined;
  const h = new Map<string, Handler>();
  const on = (method: string, fn: Handler) => h.set(`/tfplugin6.Provider/${method}`, fn);
  // An empty message: no diagnostics (and, for StopProvider, no error).
  const empty: Handler = () => Buffer.alloc(0);
  const unknownType = (kind: string, type: string): Diagnostic => ({
    severity: Severity.ERROR,
    summary: `${label}: unknown ${kind} type ${type}`,
    detail: `The stand-in serves the schema of ${schema.address}, which has no ${kind} type '${type}'.`,
  });
  const resource = (m: ProtoMessage) => schema.resources.get(m.string(1));
  const capabilities = (w: ProtoWriter, field: number) => w.message(field, (c) => c.varint(1, true).varint(2, true));

  on('GetProviderSchema', () => {
    schemaResponse ??= (() => {
      const w = new ProtoWriter();
      w.message(1, (s) => writeSchema(s, schema.provider));
      for (const [t, b] of schema.resources) w.mapEntry(2, t, (s) => writeSchema(s, b));
      for (const [t, b] of schema.dataSources) w.mapEntry(3, t, (s) => writeSchema(s, b));
      capabilities(w, 6);
      return w.finish();
    })();
    return schemaResponse;
  });
  on('GetMetadata', () => {
    const w = new ProtoWriter();
    capabilities(w, 1);
    for (const t of schema.dataSources.keys()) w.message(3, (m) => m.string(1, t));
    for (const t of schema.resources.keys()) w.message(4, (m) => m.string(1, t));
    return w.finish();
  });
  // Nothing beyond the schema is validated: Terraform has already decoded the configuration
  // against it before it asks.
  on('ValidateProviderConfig', empty);
  on('ValidateResourceConfig', empty);
  on('ValidateDataResourceConfig', empty);
  on('ConfigureProvider', empty);
  on('StopProvider', empty);
  on('GetFunctions', empty);

  on('UpgradeResourceState', (req) => {
    const m = ProtoMessage.decode(req);
    const b = resource(m);
    const w = new ProtoWriter();
    if (!b) return diagnostic(w, 2, unknownType('resource', m.string(1)));
    const json = m.message(3)?.bytes(1);
    const state = json ? shaped(b, JSON.parse(json.toString('utf8'))) : nullObject(b);
    writeDynamic(w, 1, encode(withoutWriteOnly(b, state)));
    return w.finish();
  });
  on('ReadResource', (req) => {
    // The stand-in has no remote object to read: the state stays as it is.
    const m = ProtoMessage.decode(req);
    const w = new ProtoWriter();
    writeDynamic(w, 1, dynamicMsgpack(m, 2) ?? NIL);
    w.bytes(3, m.bytes(3));
    return w.finish();
  });
  on('PlanResourceChange', (req) => {
    const m = ProtoMessage.decode(req);
    const b = resource(m);
    const w = new ProtoWriter();
    if (!b) return diagnostic(w, 4, unknownType('resource', m.string(1)));
    const proposed = decodeDynamic(m, 3);
    // A delete plans null; a create or update plans the proposed state with computed values unknown.
    writeDynamic(w, 1, proposed === null ? NIL : encode(planned(b, proposed)));
    w.bytes(3, m.bytes(5));
    return w.finish();
  });
  on('ApplyResourceChange', (req) => {
    const m = ProtoMessage.decode(req);
    const w = new ProtoWriter();
    writeDynamic(w, 1, dynamicMsgpack(m, 2) ?? NIL);
    return diagnostic(w, 3, {
      severity: Severity.ERROR,
      summary: `${label} is a stand-in that cannot apply`,
      detail: `This provider is the stand-in for ${schema.address} that terrain-constructs starts for TerrainTesting.validate and TerrainTesting.plan: `
        + 'it serves the real schema and plans, so that Terraform can judge a configuration offline, but it cannot create, change, read or delete anything. '
        + 'Apply with the real provider: run terraform init and terraform apply without the dev_overrides of this CLI configuration.',
    });
  });
  on('ImportResourceState', (req) => {
    const m = ProtoMessage.decode(req);
    const type = m.string(1);
    const b = resource(m);
    const w = new ProtoWriter();
    if (!b) return diagnostic(w, 2, unknownType('resource', type));
    const state = nullObject(b);
    if (b.attributes.some((a) => a.name === 'id' && a.type === 'string')) state.id = m.string(2);
    w.message(1, (r) => {
      r.string(1, type);
      writeDynamic(r, 2, encode(state));
    });
    return w.finish();
  });
  on('MoveResourceState', () => diagnostic(new ProtoWriter(), 2, {
    severity: Severity.ERROR,
    summary: `${label} cannot move state between resource types`,
    detail: 'The stand-in holds no state of its own; plan the move with the real provider.',
  }));
  on('ReadDataSource', (req) => {
    const m = ProtoMessage.decode(req);
    const type = m.string(1);
    const b = schema.dataSources.get(type);
    const w = new ProtoWriter();
    if (!b) return diagnostic(w, 2, unknownType('data source', type));
    writeDynamic(w, 1, encode(read(b, decodeDynamic(m, 2))));
    return w.finish();
  });
  return h;
}

/** The value of a DynamicValue field (msgpack, or JSON for old clients). */
function decodeDynamic(m: ProtoMessage, field: number): Value {
  const mp = dynamicMsgpack(m, field);
  if (mp) return decode(mp);
  const json = dynamicJson(m, field);
  return json ? JSON.parse(json.toString('utf8')) : null;
}

function diagnostic(w: ProtoWriter, field: number, d: Diagnostic): Buffer {
  writeDiagnostic(w, field, d);
  return w.finish();
}
