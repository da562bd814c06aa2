/**
 * A loopback test double of the payment provider's Orders API (POST /v1/orders) and Refunds API
 * (POST /v1/payments/:id/refund), recording what it received.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderDouble {
  url: string;
  /** Order bodies received, with their Authorization header. */
  requests: { auth: string | undefined; body: { amount: number; currency: string; receipt: string } }[];
  /** Refund requests received: the payment id from the path, the body and the Authorization header. */
  refunds: { paymentId: string; auth: string | undefined; body: { amount: number; receipt?: string; notes?: Record<string, string> } }[];
  /** Answer orders with this status from now on (200 creates orders). */
  status: number;
  /** Answer refunds with this status from now on (200 creates refunds). */
  refundStatus: number;
  /** How long the refund answer waits, ms (to let two reports of one payment race). */
  refundDelayMs: number;
  close(): Promise<void>;
}

/** Puts the double back as it starts: every answer a success at once, nothing recorded. */
export function resetProviderDouble(double: ProviderDouble): void {
  Object.assign(double, { status: 200, refundStatus: 200, refundDelayMs: 0 });
  double.requests.length = 0;
  double.refunds.length = 0;
}

/** Starts the double on 127.0.0.1. */
export async function startProviderDouble(): Promise<ProviderDouble> {
  let next = 0;
  let nextRefund = 0;
  const double: ProviderDouble = { url: '', requests: [], refunds: [], status: 200, refundStatus: 200, refundDelayMs: 0, close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const refund = req.method === 'POST' ? /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '') : null;
      if (refund) {
        const body = JSON.parse(text) as ProviderDouble['refunds'][number]['body'];
        double.refunds.push({ paymentId: decodeURIComponent(refund[1]!), auth: req.headers.authorization, body });
        const status = double.refundStatus;
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(
              status === 200
                ? { id: `rfnd_test${++nextRefund}`, entity: 'refund', amount: body.amount, payment_id: decodeURIComponent(refund[1]!), status: 'processed' }
                : { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund could not be made.' } },
            ),
          );
        }, double.refundDelayMs);
        return;
      }
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
