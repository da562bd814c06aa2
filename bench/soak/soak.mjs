/**
 * The several-processes soak of issue 49, shared by `npm run bench` (bench/soak.mjs: two minutes) and the API tests
 * (tests/api/soak.test.ts: about 20 s). Loopback only, bounded in time.
 *
 * - `startProxy`: a round-robin HTTP proxy in front of the server processes, as a load balancer would be: it adds
 *   the caller's address to X-Forwarded-For (the servers trust it with TRUST_PROXY=127.0.0.1), checks each backend's
 *   /api/health every 250 ms and sends requests only to those whose database is ready, tries another backend when a
 *   connection is refused (nothing was sent), and answers 502 `upstream_lost` for a request whose backend died while
 *   it was in flight (the only 5xx a SIGKILL may cause).
 * - `runSoak`: mixed traffic through the proxy for `seconds`: pages, availability, holds (then pay and confirm, or
 *   cancel), and a member of staff saving a café offer; `halfway()` is called once in the middle (the caller
 *   SIGKILLs a process and starts it again). Each visitor has an address and a phone number of their own; a tenth of
 *   the holds go for the same few evening slots, so processes race for them.
 * - `checkSoak`: afterwards, with SQL on the database: no two live bookings overlap, every confirmed booking and
 *   captured payment the API answered 2xx for is there, and no 5xx other than the killed process's in flight.
 * - `soakLines`: the report (requests, errors by kind, p50/p99 per kind, the checks).
 */
import { randomInt } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';

/** The demo admin (the servers run without ADMIN_EMAIL / ADMIN_PASSWORD). */
const STAFF = { email: 'admin@pod.example', password: 'pod-demo-2026' };
const PAGES = ['/', '/sports', '/cafe', '/merchandise', '/podboard'];
const SPORTS = { badminton: 2, tennis: 2, pickleball: 2 };
/** The proxy's answer when a backend died with the request in flight. */
export const UPSTREAM_LOST = 'upstream_lost';

/** The p-th percentile (0-100) of `values`, ms rounded to 0.1; 0 for none. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[at] * 10) / 10;
}

/**
 * A round-robin proxy on a free loopback port in front of `backends` (base URLs). Resolves once every backend is
 * ready. `close()` stops it.
 */
export async function startProxy(backends, { healthEveryMs = 250 } = {}) {
  // Pooled connections close with their process (the agent drops them); requests in flight on a live one go on.
  const state = backends.map((url) => ({
    url: new URL(url),
    up: false,
    agent: new Agent({ keepAlive: true }),
    answered: 0,
  }));
  let next = 0;
  const markDown = (backend) => void (backend.up = false);
  // A slow answer (a busy process) changes nothing: only a refused connection or a database not ready takes a
  // backend out of the rotation.
  const check = (backend) =>
    new Promise((done) => {
      const req = httpRequest(new URL('/api/health', backend.url), { agent: false, timeout: 10_000 }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let ready = false;
          try {
            ready = res.statusCode === 200 && JSON.parse(text).database?.state === 'ready';
          } catch {
            ready = false;
          }
          if (ready) backend.up = true;
          else markDown(backend);
          done();
        });
      });
      let slow = false;
      req.on('timeout', () => {
        slow = true;
        req.destroy();
      });
      req.on('error', () => {
        if (!slow) markDown(backend);
        done();
      });
      req.end();
    });
  let checking = true;
  const loop = async () => {
    while (checking) {
      await Promise.all(state.map(check));
      await new Promise((r) => setTimeout(r, healthEveryMs));
    }
  };
  const pick = (tried) => {
    for (let i = 0; i < state.length; i++) {
      const backend = state[(next + i) % state.length];
      if (backend.up && !tried.has(backend)) {
        next = (next + i + 1) % state.length;
        return backend;
      }
    }
    return null;
  };
  const fail = (res, status, code, message) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'content-type': 'application/json', 'x-soak-proxy': code });
    res.end(JSON.stringify({ error: { code, message } }));
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const forward = () => {
        const backend = pick(tried);
        if (!backend) return fail(res, 503, 'no_backend', 'No server process is ready.');
        tried.add(backend);
        const headers = { ...req.headers, 'content-length': String(body.length) };
        const caller = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
        headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${caller}` : caller;
        let sent = false;
        const upstream = httpRequest(
          new URL(req.url ?? '/', backend.url),
          { method: req.method, headers, agent: backend.agent },
          (answer) => {
            backend.answered += 1;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('socket', (socket) => {
          // Sent only once the connection is made: a refused connection delivered nothing.
          if (socket.connecting) socket.once('connect', () => (sent = true));
          else sent = true;
        });
        upstream.on('error', () => {
          markDown(backend);
          if (!sent) return forward();
          fail(res, 502, UPSTREAM_LOST, 'The server process ended while answering.');
        });
        upstream.end(body);
      };
      forward();
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const started = Date.now();
  void loop();
  while (state.some((b) => !b.up)) {
    if (Date.now() - started > 300_000) throw new Error('the backends did not become ready in 300 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Which backends take requests now. */
    up: () => state.map((b) => b.up),
    /** How many requests each backend has answered. */
    answered: () => state.map((b) => b.answered),
    async close() {
      checking = false;
      await new Promise((done) => server.close(done));
      server.closeAllConnections?.();
      for (const b of state) b.agent.destroy();
    },
  };
}

/** 'YYYY-MM-DD' `days` after `isoDate`. */
const addDays = (isoDate, days) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const pad2 = (n) => String(n).padStart(2, '0');

/**
 * Mixed traffic through `url` for `seconds`, `concurrency` visitors at a time and one member of staff; calls
 * `halfway(killed)` once at half time (traffic goes on meanwhile; it calls `killed()` once the process it kills has
 * ended). `today` is the servers' date in India ('YYYY-MM-DD');
 * sessions are booked from the day after, up to `daysAhead` days ahead.
 */
export async function runSoak({ url, seconds, concurrency, today, daysAhead, halfway }) {
  const started = performance.now();
  // Traffic goes on while the killed process restarts, and for a quarter of `seconds` after that at least, so the
  // restarted process takes its share.
  let until = started + seconds * 1000;
  let restarting = true;
  const requests = [];
  const confirmed = [];
  const unanswered = [];
  let killStartedAt = null;
  let killedAt = null;
  let restartedAt = null;

  /** One request; recorded with its kind, status (0: no answer), error code and time. */
  const send = async (kind, path, { method = 'GET', body, headers = {} } = {}) => {
    const at = performance.now();
    let status = 0;
    let code = null;
    let json = null;
    let response = null;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      if (text && (response.headers.get('content-type') ?? '').includes('json')) {
        json = JSON.parse(text);
        code = json?.error?.code ?? null;
      }
    } catch (error) {
      code = error.name === 'TimeoutError' ? 'timeout' : 'network';
    }
    requests.push({ kind, status, code, ms: performance.now() - at, at: at - started });
    return { status, json, response };
  };

  const slot = () => {
    // A tenth go for the same few evening slots (processes race for them); the rest spread over the days.
    if (randomInt(10) === 0)
      return { sport: 'badminton', date: addDays(today, 1), time: `${18 + randomInt(3)}:00`, court: 1 + randomInt(2) };
    const sports = Object.keys(SPORTS);
    const sport = sports[randomInt(sports.length)];
    return {
      sport,
      date: addDays(today, 1 + randomInt(daysAhead - 1)),
      time: `${pad2(6 + randomInt(16))}:${randomInt(2) ? '30' : '00'}`,
      court: 1 + randomInt(SPORTS[sport]),
    };
  };

  // Each request is a new visitor's: an address and a phone number of their own (the hold cap and the per-address
  // rate limit are per visitor, as with real traffic).
  let seen = 0;
  const newVisitor = () => {
    const id = ++seen;
    return {
      id,
      headers: { 'x-forwarded-for': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}` },
      customer: {
        name: `Soak Visitor ${id}`,
        email: `soak${id}@example.com`,
        phone: `9${String(id).padStart(9, '0')}`,
      },
    };
  };

  const browse = async () => {
    while (restarting || performance.now() < until) {
      const { id, headers, customer } = newVisitor();
      const roll = randomInt(100);
      if (roll < 30)
        await send('page', PAGES[randomInt(PAGES.length)], { headers: { ...headers, accept: 'text/html' } });
      else if (roll < 60) {
        const { sport, date } = slot();
        await send('availability', `/api/availability?sport=${sport}&date=${date}`, { headers });
      } else {
        const { sport, ...session } = slot();
        const held = await send('hold', '/api/holds', {
          method: 'POST',
          headers,
          body: { sport, sessions: [{ ...session, duration: 1 }], customer },
        });
        if (held.status !== 201) continue;
        const { holdId } = held.json;
        if (randomInt(4) === 0) {
          await send('cancel', `/api/holds/${holdId}`, { method: 'DELETE', headers });
          continue;
        }
        const paid = await send('pay', `/api/holds/${holdId}/pay`, { method: 'POST', headers });
        if (paid.status !== 200) continue;
        const paymentId = `pay_soak_${id}_${randomInt(1e9)}`;
        const done = await send('confirm', '/api/bookings/confirm', {
          method: 'POST',
          headers,
          body: { holdId, paymentId },
        });
        if (done.status === 200) confirmed.push({ holdId, paymentId, bookingIds: done.json.bookingIds });
        else if (done.status === 0 || done.json?.error?.code === UPSTREAM_LOST)
          unanswered.push({ holdId, paymentId, headers });
      }
    }
  };

  const staff = async () => {
    const jar = new Map();
    const call = async (kind, path, init = {}) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const result = await send(kind, path, { ...init, headers: { ...init.headers, cookie } });
      for (const set of result.response?.headers.getSetCookie() ?? []) {
        const [pair] = set.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return result;
    };
    let token = null;
    let saves = 0;
    while (restarting || performance.now() < until) {
      if (!token) {
        const csrf = await call('admin', '/api/admin/csrf');
        const signedIn =
          csrf.status === 200 &&
          (await call('admin', '/api/admin/login', {
            method: 'POST',
            headers: { 'x-csrf-token': csrf.json.token },
            body: STAFF,
          }));
        if (signedIn?.status === 200) token = csrf.json.token;
        else await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      const list = await call('admin', '/api/admin/site-content/cafe-offers');
      const offer = list.json?.records?.[0];
      if (offer) {
        saves += 1;
        await call('admin save', `/api/admin/site-content/cafe-offers/${offer.id}`, {
          method: 'POST',
          headers: { 'x-csrf-token': token },
          body: {
            ...offer.data,
            title: `Pizza Fest Friday ${saves % 2 ? 'Special' : 'Classic'}`,
            hidden: false,
            version: offer.version,
          },
        });
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  const middle = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
    killStartedAt = performance.now() - started;
    try {
      await halfway(() => void (killedAt = performance.now() - started));
      restartedAt = performance.now() - started;
      until = Math.max(until, performance.now() + (seconds * 1000) / 4);
    } finally {
      // A failed restart ends the traffic at its time too.
      restarting = false;
    }
  })();
  await Promise.all([...Array.from({ length: concurrency }, browse), staff(), middle]);

  // A visitor whose confirm got no answer tries again, as the page does: they land on the true outcome.
  const retried = [];
  for (const lost of unanswered) {
    const again = await send('confirm (retried)', '/api/bookings/confirm', {
      method: 'POST',
      headers: lost.headers,
      body: { holdId: lost.holdId, paymentId: lost.paymentId },
    });
    retried.push({ ...lost, status: again.status, code: again.json?.error?.code ?? null });
    if (again.status === 200)
      confirmed.push({ holdId: lost.holdId, paymentId: lost.paymentId, bookingIds: again.json.bookingIds });
  }
  return {
    seconds,
    concurrency,
    requests,
    confirmed,
    retried,
    killStartedAt,
    killedAt,
    restartedAt,
    wallMs: performance.now() - started,
  };
}

/**
 * What the soak must leave behind, read with `query(sql, params)` (rows) on the database: no two live bookings of
 * a court overlap; every booking and payment a 2xx confirm named is confirmed; no 5xx but the proxy's
 * `upstream_lost` for the killed process's requests in flight.
 */
export async function checkSoak(query, report) {
  const [{ n: overlaps }] = await query(
    `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
       ON a.court_id = b.court_id AND a.id < b.id AND a.during && b.during
     WHERE a.status IN ('held', 'pending', 'confirmed') AND b.status IN ('held', 'pending', 'confirmed')`,
  );
  const bookingIds = report.confirmed.flatMap((c) => c.bookingIds);
  const paymentIds = report.confirmed.map((c) => c.paymentId);
  const [{ n: bookingsKept }] = await query(
    `SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::text[]) AND status = 'confirmed'`,
    [bookingIds],
  );
  const [{ n: paymentsKept }] = await query(
    `SELECT count(*)::int AS n FROM payments WHERE payment_id = ANY($1::text[]) AND status = 'confirmed'`,
    [paymentIds],
  );
  const serverErrors = report.requests.filter((r) => r.status >= 500 && r.code !== UPSTREAM_LOST).length;
  const lostInFlight = report.requests.filter((r) => r.code === UPSTREAM_LOST);
  return {
    overlaps,
    bookingsConfirmed: bookingIds.length,
    bookingsLost: bookingIds.length - bookingsKept,
    paymentsCaptured: paymentIds.length,
    paymentsLost: paymentIds.length - paymentsKept,
    serverErrors,
    lostInFlight: lostInFlight.length,
    // Each lost one was in flight at the kill: sent before the process had ended, answered (502) after the kill began.
    lostOutsideKill: lostInFlight.filter(
      (r) => report.killedAt === null || r.at > report.killedAt || r.at + r.ms < report.killStartedAt,
    ).length,
    retriedNotConfirmed: report.retried.filter((r) => r.status !== 200).length,
  };
}

/** The error kinds of a soak: 'HTTP 409 slot_taken', 'HTTP 502 upstream_lost', 'network', ... with their counts. */
export function errorKinds(report) {
  const kinds = new Map();
  for (const r of report.requests) {
    if (r.status >= 200 && r.status < 400) continue;
    const kind = r.status === 0 ? r.code : `HTTP ${r.status}${r.code ? ` ${r.code}` : ''}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1]));
}

/** The report as lines: requests and latency per kind, errors by kind, and the checks. */
export function soakLines(report, check) {
  const lines = [];
  const all = report.requests;
  const kinds = [...new Set(all.map((r) => r.kind))];
  const latency = (of) => {
    const ms = of.map((r) => r.ms);
    return `p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms`;
  };
  lines.push(
    `${all.length} requests in ${(report.wallMs / 1000).toFixed(1)} s (${report.concurrency} visitors at a time and one member of staff), ${latency(all)}`,
  );
  for (const kind of kinds) {
    const of = all.filter((r) => r.kind === kind);
    const ok = of.filter((r) => r.status >= 200 && r.status < 400).length;
    lines.push(
      `  ${kind.padEnd(18)} ${String(of.length).padStart(6)} sent, ${String(ok).padStart(6)} 2xx/3xx, ${latency(of)}`,
    );
  }
  const errors = errorKinds(report);
  lines.push(
    `errors by kind: ${
      Object.keys(errors).length
        ? Object.entries(errors)
            .map(([k, n]) => `${k} x${n}`)
            .join(', ')
        : 'none'
    }`,
  );
  if (report.killedAt !== null)
    lines.push(
      `one process SIGKILLed at ${(report.killedAt / 1000).toFixed(1)} s, restarted and ready again at ${(report.restartedAt / 1000).toFixed(1)} s`,
    );
  lines.push(
    `checks: ${check.overlaps} overlapping bookings; ${check.bookingsLost} of ${check.bookingsConfirmed} confirmed bookings lost; ${check.paymentsLost} of ${check.paymentsCaptured} captured payments lost; ${check.serverErrors} 5xx besides ${check.lostInFlight} in flight at the kill (${check.lostOutsideKill} outside it); ${report.retried.length} unanswered confirms retried, ${check.retriedNotConfirmed} not confirmed`,
  );
  return lines;
}
