/**
 * A small gRPC server on `node:http2`: unary calls only, which is all Terraform makes of a
 * provider. A call is an HTTP/2 POST to `/<package>.<Service>/<Method>` whose body is one
 * length-prefixed message (1 byte compressed flag, 4 bytes length); the answer is one such
 * message followed by trailers with `grpc-status`. Methods without a handler, and streaming
 * methods such as go-plugin's stdio and broker streams, are answered UNIMPLEMENTED, which
 * go-plugin and Terraform accept.
 */
import * as http2 from 'http2';
import type { AddressInfo } from 'net';

/** gRPC status codes the stand-ins use. */
export const Status = { OK: 0, INVALID_ARGUMENT: 3, UNIMPLEMENTED: 12, INTERNAL: 13 } as const;

/** An error with a gRPC status. */
export class GrpcError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
  }
}

/** A unary method: request bytes in, response bytes out. */
export type UnaryHandler = (request: Buffer) => Buffer | Promise<Buffer>;

/** TLS settings: our key and certificate, and the client certificate we trust (mutual TLS). */
export interface TlsSettings {
  readonly key: string;
  readonly cert: string;
  readonly clientCa: string;
}

/** Options of `serve`. */
export interface ServeOptions {
  /** Unary handlers by path, e.g. `/tfplugin6.Provider/GetProviderSchema`. */
  readonly handlers: Map<string, UnaryHandler>;
  /** Mutual TLS; plain HTTP/2 (h2c) without. */
  readonly tls?: TlsSettings;
  /** Ports to try, in order, on 127.0.0.1 (port 0: any free port). */
  readonly ports: number[];
  /** A unix socket to listen on instead of a port. */
  readonly socketPath?: string;
  /** Called after a response has been sent for a path (e.g. to exit after Shutdown). */
  readonly afterCall?: (path: string) => void;
}

const MAX_MESSAGE = 256 * 1024 * 1024;

/** Starts the server; resolves with the port it listens on, rejects if no port could be bound. */
export function serve(options: ServeOptions): Promise<{ server: http2.Http2Server; port: number }> {
  const server = createServer(options);
  if (options.socketPath) {
    const socket = options.socketPath;
    return new Promise((resolve, reject) => {
      server.once('error', (e) => reject(new Error(`cannot listen on ${socket}: ${e.message}`)));
      server.listen(socket, () => resolve({ server, port: 0 }));
    });
  }
  return listen(server, options.ports);
}

function createServer(options: ServeOptions): http2.Http2Server {
  const server: http2.Http2Server = options.tls
    ? http2.createSecureServer({
      key: options.tls.key,
      cert: options.tls.cert,
      ca: options.tls.clientCa,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      ALPNProtocols: ['h2'],
    })
    : http2.createServer();
  server.on('stream', (stream, headers) => onStream(options, stream, String(headers[':path'] ?? '')));
  // A client that goes away mid-call must not bring the server down.
  server.on('sessionError', () => undefined);
  return server;
}

async function listen(server: http2.Http2Server, ports: number[]): Promise<{ server: http2.Http2Server; port: number }> {
  let last: Error | undefined;
  for (const port of ports) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (e: Error) => { server.off('listening', onListening); reject(e); };
        const onListening = () => { server.off('error', onError); resolve(); };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(port, '127.0.0.1');
      });
      return { server, port: (server.address() as AddressInfo).port };
    } catch (e: any) {
      last = e;
      if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') break;
    }
  }
  const range = ports.length > 1 ? `any port from ${Math.min(...ports)} to ${Math.max(...ports)}` : `port ${ports[0]}`;
  throw new Error(`cannot listen on 127.0.0.1, ${range}: ${last?.message ?? 'no port to try'}`);
}

function onStream(options: ServeOptions, stream: http2.ServerHttp2Stream, path: string) {
  const handler = options.handlers.get(path);
  if (!handler) {
    stream.on('error', () => undefined);
    respondStatus(stream, Status.UNIMPLEMENTED, `unknown method ${path}`);
    stream.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (c: Buffer) => {
    size += c.length;
    if (size > MAX_MESSAGE + 5) stream.close(http2.constants.NGHTTP2_CANCEL);
    else chunks.push(c);
  });
  stream.on('error', () => undefined);
  stream.on('end', () => {
    void (async () => {
      try {
        const body = Buffer.concat(chunks);
        if (body.length < 5) throw new GrpcError(Status.INVALID_ARGUMENT, 'no request message');
        if (body[0] !== 0) throw new GrpcError(Status.UNIMPLEMENTED, 'compressed messages are not supported');
        const len = body.readUInt32BE(1);
        const response = await handler(body.subarray(5, 5 + len));
        const frame = Buffer.alloc(5 + response.length);
        frame.writeUInt32BE(response.length, 1);
        response.copy(frame, 5);
        if (stream.destroyed) return;
        stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
        stream.once('wantTrailers', () => stream.sendTrailers({ 'grpc-status': String(Status.OK) }));
        stream.end(frame);
        if (options.afterCall) stream.once('close', () => options.afterCall!(path));
      } catch (e: any) {
        respondStatus(stream, e instanceof GrpcError ? e.code : Status.INTERNAL, e?.message ?? String(e));
      }
    })();
  });
}

function respondStatus(stream: http2.ServerHttp2Stream, code: number, message: string) {
  if (stream.destroyed || stream.headersSent) return;
  stream.respond({
    ':status': 200,
    'content-type': 'application/grpc',
    'grpc-status': String(code),
    'grpc-message': encodeURIComponent(message),
  }, { endStream: true });
}
