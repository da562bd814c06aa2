/**
 * A loopback test double of the payment provider's Orders API (POST /v1/orders, GET /v1/orders/:id/payments) and
 * Refunds API (POST /v1/payments/:id/refund, GET /v1/payments/:id/refunds), recording what it received. A test
 * makes the provider capture a payment for an order with `capture`, as the visitor's payment in the dialog would.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment the double holds for an order, as GET /v1/orders/:id/payments lists it. */
export interface DoublePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'captured' | 'failed' | 'authorized';
  method: string;
}

/** A refund the double made, as GET /v1/payments/:id/refunds lists it. */
export interface DoubleRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt?: string;
  notes?: Record<string, string>;
  status: 'processed';
}

export interface ProviderDouble {
  url: string;
  /** Order bodies received, with their Authorization header. */
  requests: { auth: string | undefined; body: { amount: number; currency: string; receipt: string } }[];
  /** Refund requests received: the payment id from the path, the body and the Authorization header. */
  refunds: {
    paymentId: string;
    auth: string | undefined;
    body: { amount: number; receipt?: string; notes?: Record<string, string> };
  }[];
  /** The payments the provider holds, by provider order id (`capture` adds one). */
  payments: Map<string, DoublePayment[]>;
  /** The refunds the provider made, by payment id. */
  made: Map<string, DoubleRefund[]>;
  /** The provider order ids whose payments were looked up, in order (with their Authorization header). */
  lookups: { orderId: string; auth: string | undefined }[];
  /** Answer orders with this status from now on (200 creates orders). */
  status: number;
  /** Answer refunds with this status from now on (200 creates refunds). */
  refundStatus: number;
  /** Make each refund asked for, then answer 502 as if the answer was lost on the way (a gateway timeout). */
  loseRefundAnswers: boolean;
  /** Answer payment and refund look-ups with this status from now on (200 lists them). */
  lookupStatus: number;
  /** How long the refund answer waits, ms (to let two reports of one payment race). */
  refundDelayMs: number;
  /** The provider captures (or fails) a payment for a provider order; returns it as the provider lists it. */
  capture(orderId: string, paymentId: string, amountPaise: number, status?: DoublePayment['status']): DoublePayment;
  close(): Promise<void>;
}

/** Puts the double back as it starts: every answer a success at once, nothing recorded or captured. */
export function resetProviderDouble(double: ProviderDouble): void {
  Object.assign(double, {
    status: 200,
    refundStatus: 200,
    refundDelayMs: 0,
    lookupStatus: 200,
    loseRefundAnswers: false,
  });
  double.requests.length = 0;
  double.refunds.length = 0;
  double.lookups.length = 0;
  double.payments.clear();
  double.made.clear();
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items });
const refused = { error: { code: 'BAD_REQUEST_ERROR', description: 'The request could not be served.' } };

/** Starts the double on 127.0.0.1. */
export async function startProviderDouble(): Promise<ProviderDouble> {
  let next = 0;
  let nextRefund = 0;
  const double: ProviderDouble = {
    url: '',
    requests: [],
    refunds: [],
    payments: new Map(),
    made: new Map(),
    lookups: [],
    status: 200,
    refundStatus: 200,
    loseRefundAnswers: false,
    lookupStatus: 200,
    refundDelayMs: 0,
    capture(orderId, paymentId, amountPaise, status = 'captured') {
      const payment: DoublePayment = { id: paymentId, order_id: orderId, amount: amountPaise, status, method: 'upi' };
      double.payments.set(orderId, [...(double.payments.get(orderId) ?? []), payment]);
      return payment;
    },
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const orderPayments = req.method === 'GET' ? /^\/v1\/orders\/([^/]+)\/payments$/.exec(path) : null;
      const paymentRefunds = req.method === 'GET' ? /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path) : null;
      if (orderPayments || paymentRefunds) {
        const id = decodeURIComponent((orderPayments ?? paymentRefunds)![1]!);
        if (orderPayments) double.lookups.push({ orderId: id, auth: req.headers.authorization });
        if (double.lookupStatus !== 200) return json(res, double.lookupStatus, refused);
        return json(res, 200, collection((orderPayments ? double.payments.get(id) : double.made.get(id)) ?? []));
      }
      const refund = req.method === 'POST' ? /^\/v1\/payments\/([^/]+)\/refund$/.exec(path) : null;
      if (refund) {
        const body = JSON.parse(text) as ProviderDouble['refunds'][number]['body'];
        const paymentId = decodeURIComponent(refund[1]!);
        double.refunds.push({ paymentId, auth: req.headers.authorization, body });
        const status = double.refundStatus;
        const lost = double.loseRefundAnswers;
        setTimeout(() => {
          if (status !== 200) return json(res, status, refused);
          const entity: DoubleRefund = {
            id: `rfnd_test${++nextRefund}`,
            payment_id: paymentId,
            amount: body.amount,
            receipt: body.receipt,
            notes: body.notes,
            status: 'processed',
          };
          double.made.set(paymentId, [...(double.made.get(paymentId) ?? []), entity]);
          if (lost) return json(res, 502, { error: { code: 'GATEWAY_ERROR', description: 'Bad gateway.' } });
          json(res, 200, { ...entity, entity: 'refund' });
        }, double.refundDelayMs);
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/orders') {
        res.writeHead(404).end();
        return;
      }
      double.requests.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      json(
        res,
        double.status,
        double.status === 200 ? { id: `order_test${++next}`, status: 'created' } : { error: { code: 'SERVER_ERROR' } },
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((done) => server.close(() => done()));
  return double;
}
