/**
 * The small gRPC server of the stand-in providers (src/terraform/grpc.ts): unary calls on HTTP/2
 * (cleartext, a unix socket, or mutual TLS), a length-prefixed message each way and the status in
 * the trailers; what has no handler is UNIMPLEMENTED; the ports it tries, and the error when none
 * is free. A gRPC client of Node's http2 calls it here.
 */
import * as fs from 'fs';
import * as http2 from 'http2';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { GrpcError, serve, ServeOptions, Status, UnaryHandler } from '../../src/terraform/grpc';
import { selfSignedLocalhost } from '../../src/terraform/x509';

interface Answer { readonly status?: string; readonly message?: string; readonly body: Buffer }

const frame = (message: Buffer, compressed = 0) => {
  const f = Buffer.alloc(5 + message.length);
  f[0] = compressed;
  f.writeUInt32BE(message.length, 1);
  message.copy(f, 5);
  return f;
};

/** One unary call; the status from the trailers, or from the headers of an error answer. */
function call(session: http2.ClientHttp2Session, method: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = session.request({ ':method': 'POST', ':path': method, 'content-type': 'application/grpc', 'te': 'trailers' });
    let status: string | undefined;
    let message: string | undefined;
    const chunks: Buffer[] = [];
    const read = (h: http2.IncomingHttpHeaders) => {
      if (h['grpc-status'] !== undefined) status = String(h['grpc-status']);
      if (h['grpc-message'] !== undefined) message = decodeURIComponent(String(h['grpc-message']));
    };
    req.on('response', read);
    req.on('trailers', read);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve({ status, message, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.end(body);
  });
}

const echo: ServeOptions['handlers'] = new Map<string, UnaryHandler>([
  ['/demo.Echo/Say', (req: Buffer) => Buffer.concat([Buffer.from('you said '), req])],
  ['/demo.Echo/Refuse', () => { throw new GrpcError(Status.INVALID_ARGUMENT, 'not like this'); }],
  ['/demo.Echo/Break', () => { throw new Error('a bug in the handler'); }],
  ['/demo.Echo/Later', async (req: Buffer) => req],
]);

describe('on cleartext HTTP/2', () => {
  let server: http2.Http2Server;
  let session: http2.ClientHttp2Session;
  const after: string[] = [];
  beforeAll(async () => {
    const s = await serve({ handlers: echo, ports: [0], afterCall: (p) => after.push(p) });
    server = s.server;
    session = http2.connect(`http://127.0.0.1:${s.port}`);
  });
  afterAll(() => {
    session.close();
    server.close();
  });

  test('pass: a unary call answers one length-prefixed message, status OK in the trailers; afterCall follows it', async () => {
    const a = await call(session, '/demo.Echo/Say', frame(Buffer.from('hi')));
    expect([a.status, a.body]).toEqual(['0', frame(Buffer.from('you said hi'))]);
    expect((await call(session, '/demo.Echo/Later', frame(Buffer.from('x')))).body).toEqual(frame(Buffer.from('x')));
    await new Promise((r) => setTimeout(r, 50));
    expect(after).toEqual(['/demo.Echo/Say', '/demo.Echo/Later']);
  });

  test('fail: an unknown method or a stream is UNIMPLEMENTED; a compressed message too; no message is INVALID_ARGUMENT', async () => {
    expect(await call(session, '/plugin.GRPCStdio/StreamStdio', frame(Buffer.alloc(0)))).toEqual({ status: '12', message: 'unknown method /plugin.GRPCStdio/StreamStdio', body: Buffer.alloc(0) });
    expect(await call(session, '/demo.Echo/Say', frame(Buffer.from('hi'), 1))).toEqual({ status: '12', message: 'compressed messages are not supported', body: Buffer.alloc(0) });
    expect(await call(session, '/demo.Echo/Say', Buffer.from([0, 0]))).toEqual({ status: '3', message: 'no request message', body: Buffer.alloc(0) });
  });

  test('fail: a handler\'s GrpcError keeps its status; any other error is INTERNAL with its message; the server goes on', async () => {
    expect(await call(session, '/demo.Echo/Refuse', frame(Buffer.alloc(0)))).toEqual({ status: '3', message: 'not like this', body: Buffer.alloc(0) });
    expect(await call(session, '/demo.Echo/Break', frame(Buffer.alloc(0)))).toEqual({ status: '13', message: 'a bug in the handler', body: Buffer.alloc(0) });
    expect((await call(session, '/demo.Echo/Say', frame(Buffer.from('again')))).status).toBe('0');
  });
});

describe('where it listens', () => {
  test('the first free port of those given, in order', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as net.AddressInfo).port;
    try {
      const { server, port } = await serve({ handlers: echo, ports: [busy, 0] });
      expect(port).not.toBe(busy);
      server.close();
      await expect(serve({ handlers: echo, ports: [busy] })).rejects.toThrow(`cannot listen on 127.0.0.1, port ${busy}: listen EADDRINUSE: address already in use 127.0.0.1:${busy}`);
      await expect(serve({ handlers: echo, ports: [busy, busy] })).rejects.toThrow(`cannot listen on 127.0.0.1, any port from ${busy} to ${busy}: listen EADDRINUSE`);
    } finally {
      blocker.close();
    }
  });

  test('a unix socket instead of a port; one it cannot create is an error that names it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grpc-test-'));
    const socket = path.join(dir, 'demo.sock');
    try {
      const { server, port } = await serve({ handlers: echo, ports: [], socketPath: socket });
      const session = http2.connect('http://localhost', { createConnection: () => net.connect(socket) });
      expect([port, (await call(session, '/demo.Echo/Say', frame(Buffer.from('hi')))).status]).toEqual([0, '0']);
      session.close();
      server.close();
      // The reason is the system's (ENOENT or EACCES for a folder that does not exist).
      const missing = path.join(dir, 'none', 'x.sock');
      await expect(serve({ handlers: echo, ports: [], socketPath: missing })).rejects.toThrow(`cannot listen on ${missing}: listen E`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mutual TLS', () => {
  test('a client with the certificate it trusts is served; one without a certificate is refused', async () => {
    const [own, client] = [selfSignedLocalhost(), selfSignedLocalhost()];
    const { server, port } = await serve({ handlers: echo, ports: [0], tls: { key: own.keyPem, cert: own.certPem, clientCa: client.certPem } });
    try {
      const trusted = http2.connect(`https://localhost:${port}`, { ca: own.certPem, key: client.keyPem, cert: client.certPem });
      expect((await call(trusted, '/demo.Echo/Say', frame(Buffer.from('hi')))).body).toEqual(frame(Buffer.from('you said hi')));
      trusted.close();
      const stranger = http2.connect(`https://localhost:${port}`, { ca: own.certPem });
      stranger.on('error', () => undefined);
      await expect(call(stranger, '/demo.Echo/Say', frame(Buffer.from('hi')))).rejects.toThrow();
      stranger.close();
    } finally {
      server.close();
    }
  });
});
