import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** One delivery a receiver got. */
export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The README's verification recipe, written out as a receiver would: HMAC-SHA256 of "<t>.<raw body>", constant-time compare, 5-minute window. */
export function verifyPorticoSignature(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  const given = Buffer.from(String(parts.v1 ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A loopback webhook receiver the journey starts, stops and restarts on the same port. */
export class WebhookReceiver {
  readonly got: Delivery[] = [];
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/portico-hook`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        // No kept-alive socket for the sender to reuse: after stop() its next delivery meets a refused connection
        // (ECONNREFUSED, as the journey expects), not a pooled socket cut mid-request ("socket hang up", seen once in CI).
        res.writeHead(200, { 'content-type': 'text/plain', connection: 'close' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The deliveries of one event key whose payload names `email`. */
  deliveriesFor(email: string): Delivery[] {
    return this.got.filter((d) => d.body.includes(email));
  }
}
