/** A loopback test double of the payment provider's Orders API (POST /v1/orders), recording what it received. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderDouble {
  url: string;
  /** Bodies received, with their Authorization header. */
  requests: { auth: string | undefined; body: { amount: number; currency: string; receipt: string } }[];
  /** Answer with this status from now on (200 creates orders). */
  status: number;
  close(): Promise<void>;
}

/** Starts the double on 127.0.0.1. */
export async function startProviderDouble(): Promise<ProviderDouble> {
  let next = 0;
  const double: ProviderDouble = { url: '', requests: [], status: 200, close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/orders') {
        res.writeHead(404).end();
        return;
      }
      double.requests.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(double.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(double.status === 200 ? { id: `order_test${++next}`, status: 'created' } : { error: { code: 'SERVER_ERROR' } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((done) => server.close(() => done()));
  return double;
}
