/**
 * The server's log. With logging on (NODE_ENV=production, or LOG=on) Fastify's own logger (pino) writes JSON lines to
 * standard output: one line per request (its id, method, path without the query string, status and time), and the
 * lines the server's code writes (payments, refunds, failures). Nothing secret or personal reaches it: no header
 * (cookies, authorization, the CSRF token), no body, no query string (a search carries a phone number or an email),
 * long random path segments (an order's reference, a hold id) cut to their first characters, and phone numbers, card
 * numbers and emails in any message masked (98765•••10, a•••@example.com). Off, the code's lines go to the console,
 * masked the same way, and requests are not logged (tests stay quiet).
 */
import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** Where the server's code writes what happened (a payment refused, a refund left owed). */
export interface ServerLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/** A destination for the JSON lines (a test captures them). */
export interface LogDestination {
  write(line: string): void;
}

/** `true` (standard output), a destination, or `false`/absent (no request log; the code's lines go to the console). */
export type LogOption = boolean | LogDestination;

const MASK = '•••';

/**
 * Runs of 10 or more digits (spaces, dots, dashes and brackets between them allowed, a leading +), as phone and card
 * numbers are written: 98765 43210, +91-98765-43210, 4111 1111 1111 1111. A date (2030-01-07, 8 digits) is not one.
 */
const digitRun = /\+?\d(?:[\s().-]{0,2}\d){9,}/g;
const emailPattern = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * A phone or card number as a log shows it: its first five digits and last two (98765 43210 -> 98765•••10); an
 * Indian number's country code or trunk zero is dropped first (+91 98765 43210 -> 98765•••10).
 */
export function maskPhone(text: string): string {
  const all = text.replace(/\D/g, '');
  const digits =
    all.length === 12 && all.startsWith('91')
      ? all.slice(2)
      : all.length === 11 && all.startsWith('0')
        ? all.slice(1)
        : all;
  return `${digits.slice(0, 5)}${MASK}${digits.slice(-2)}`;
}

/** An email as a log shows it: its first letter and the domain (asha@example.com -> a•••@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? MASK : `${email[0]}${MASK}${email.slice(at)}`;
}

/** `text` with every email and phone- or card-like number masked. */
export function maskPersonal(text: string): string {
  return text.replace(emailPattern, (email) => maskEmail(email)).replace(digitRun, (run) => maskPhone(run));
}

/** A path segment this long of letters, digits, '-' and '_' is a random token (an order reference, a hold id). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** A request's address as the log shows it: the path only, random tokens cut to 6 characters, personal data masked. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? `${segment.slice(0, 6)}…` : segment));
  return maskPersonal(segments.join('/')).slice(0, 300);
}

/** Writes the code's lines to the console, masked. */
export const consoleLog: ServerLog = {
  info: (line) => console.info(maskPersonal(line)),
  warn: (line) => console.warn(maskPersonal(line)),
  error: (line) => console.error(maskPersonal(line)),
};

/** Writes the code's lines to Fastify's logger, masked. */
export function loggerLog(logger: FastifyBaseLogger): ServerLog {
  return {
    info: (line) => logger.info(maskPersonal(line)),
    warn: (line) => logger.warn(maskPersonal(line)),
    error: (line) => logger.error(maskPersonal(line)),
  };
}

/**
 * Fastify's request lines: one per request when its answer is sent (none when it arrives), and no separate line
 * for an unknown address (its 404 is on the request's line; that line would carry the query string).
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedPath(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * Whatever the code or a plugin logs as an object: these paths are replaced (headers and bodies, passwords and keys,
 * customers' details). The serializers below keep requests, answers and errors to what the log needs.
 */
const redactPaths = [
  'req.headers',
  'req.body',
  'res.headers',
  'headers',
  'body',
  '*.authorization',
  '*.cookie',
  '*.cookies',
  '*["set-cookie"]',
  '*["x-csrf-token"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.secret',
  '*.keySecret',
  '*.webhookSecret',
  '*.signature',
  '*.card',
  '*.phone',
  '*.email',
  '*.customer',
  '*.customerPhone',
  '*.customerEmail',
];

/** The Fastify options of the server's log, or `logger: false`. */
export function loggerOptions(
  option: LogOption | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  if (!option) return { logger: false };
  return {
    logger: {
      level: 'info',
      ...(typeof option === 'object' ? { stream: option } : {}),
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          url: loggedPath(request.url ?? ''),
        }),
        res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
        err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
          type: error.name,
          message: maskPersonal(error.message ?? ''),
          code: typeof error.code === 'string' ? error.code : undefined,
          stack: maskPersonal(error.stack ?? ''),
        }),
      },
    },
    logController: new RequestLog(),
    // A request id no visitor chooses (a header could carry anything into the log).
    genReqId: () => randomUUID(),
  };
}
