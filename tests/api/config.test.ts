/**
 * The server's settings: a port or clock it cannot start with, or (in production) an unsafe payment or admin setting,
 * is refused with a message that says why.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('the port', () => {
  it('comes from --port, then PORT, then 4173', () => {
    expect(readConfig({}, []).port).toBe(4173);
    expect(readConfig({ PORT: ' ' }, []).port).toBe(4173);
    expect(readConfig({ PORT: '4280' }, []).port).toBe(4280);
    expect(readConfig({ PORT: '4280' }, ['--port', '4380']).port).toBe(4380);
  });

  it('refuses a port browsers and fetch will not open, naming it', () => {
    // 4190 was once suggested for a second e2e run: the pages then fell back to the seeded prices.
    for (const port of ['4190', '6000', '10080']) {
      expect(() => readConfig({ PORT: port }, [])).toThrow(
        `Port ${port} is one that browsers and fetch refuse to open`,
      );
    }
  });

  it('refuses a port that is not a whole number from 0 to 65535', () => {
    for (const port of ['abc', '4173.5', '-1', '70000']) {
      expect(() => readConfig({ PORT: port }, [])).toThrow(
        `The port must be a whole number from 0 to 65535 (got "${port}")`,
      );
    }
  });
});

describe('CLOCK_START', () => {
  it('refuses a value that is not an ISO date and time', () => {
    expect(() => readConfig({ CLOCK_START: 'next tuesday' }, [])).toThrow('CLOCK_START must be an ISO date and time');
  });
});

describe('RECONCILE_EVERY', () => {
  it('reconciles every 5 minutes unless told another number of minutes; 0 never, with a warning', () => {
    expect(readConfig({}, []).reconcileEveryMs).toBe(300_000);
    expect(readConfig({ RECONCILE_EVERY: '1.5' }, []).reconcileEveryMs).toBe(90_000);
    const off = readConfig({ RECONCILE_EVERY: '0' }, []);
    expect(off.reconcileEveryMs).toBe(0);
    expect(off.warnings).toContain(
      'payments are never reconciled (RECONCILE_EVERY=0): a payment whose confirm never arrived stays unsettled, and a refund the provider refused stays due.',
    );
  });

  it('refuses anything but a number of minutes up to a day, naming it', () => {
    for (const value of ['5m', '-1', '1441']) {
      expect(() => readConfig({ RECONCILE_EVERY: value }, [])).toThrow(
        `RECONCILE_EVERY must be a number of minutes from 0 to 1440, such as 5 (got "${value}").`,
      );
    }
  });
});

describe('STORYBOOK and STORYBOOK_BUILD', () => {
  it('serves the Storybook unless STORYBOOK=off; in production only with STORYBOOK=on', () => {
    // A production the server starts with (tests below: it refuses the demo admin and missing keys).
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'demo',
      ADMIN_EMAIL: 'manager@pod.example',
      ADMIN_PASSWORD: 'a-long-secret-1',
    };
    expect(readConfig({}, []).storybook.enabled).toBe(true);
    expect(readConfig({ STORYBOOK: 'off' }, []).storybook.enabled).toBe(false);
    expect(readConfig({ STORYBOOK: ' OFF ' }, []).storybook.enabled).toBe(false);
    expect(readConfig({ STORYBOOK: '' }, []).storybook.enabled).toBe(true);
    expect(readConfig(production, []).storybook.enabled).toBe(false);
    expect(readConfig({ ...production, STORYBOOK: 'on' }, []).storybook.enabled).toBe(true);
    expect(readConfig({ ...production, STORYBOOK: 'off' }, []).storybook.enabled).toBe(false);
  });

  it('builds only when told to (npm start sets STORYBOOK_BUILD=auto), and serves storybook-static/ of the working folder', () => {
    expect(readConfig({}, []).storybook.build).toBe('never');
    expect(readConfig({ STORYBOOK_BUILD: 'auto' }, []).storybook.build).toBe('auto');
    expect(readConfig({ STORYBOOK_BUILD: 'never' }, []).storybook.build).toBe('never');
    expect(readConfig({}, []).storybook.dir).toBe(join(process.cwd(), 'storybook-static'));
    expect(readConfig({}, []).storybook.root).toBe(process.cwd());
  });

  it('refuses any other value, naming the variable and what it accepts', () => {
    expect(() => readConfig({ STORYBOOK: 'yes' }, [])).toThrow('STORYBOOK must be "on" or "off" (got "yes").');
    expect(() => readConfig({ STORYBOOK: '1' }, [])).toThrow('STORYBOOK must be "on" or "off" (got "1").');
    expect(() => readConfig({ STORYBOOK_BUILD: 'always' }, [])).toThrow(
      'STORYBOOK_BUILD must be "auto" or "never" (got "always").',
    );
  });
});

describe('payments mode and production safety', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
  const admin = { ADMIN_EMAIL: 'manager@pod.example', ADMIN_PASSWORD: 'a-long-secret-1' };
  const production = { NODE_ENV: 'production', ...admin };

  it('runs in demo mode without keys outside production, and says so with each unsafe setting', () => {
    const config = readConfig({}, []);
    expect(config.paymentsMode).toBe('demo');
    expect(config.warnings).toEqual([
      'payments in demo mode: no payment keys are set (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET); no money is taken and payments are recorded unverified.',
      'the demo admin account (admin@pod.example) is in use and its password is shown on the sign-in page: set ADMIN_EMAIL and ADMIN_PASSWORD.',
    ]);
    expect(readConfig({ RAZORPAY_KEY_ID: 'rzp_x', ...admin }, []).warnings).toEqual([
      'payments in demo mode: only RAZORPAY_KEY_ID is set; RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together; no money is taken and payments are recorded unverified.',
    ]);
  });

  it('is live with both keys, and demo mode asked for does not use them', () => {
    const live = readConfig({ ...keys, ...production }, []);
    expect([live.paymentsMode, live.payment.keyId, live.warnings]).toEqual(['live', 'rzp_live_x', []]);
    const demo = readConfig({ ...keys, ...admin, PAYMENTS_MODE: 'demo' }, []);
    expect([demo.paymentsMode, demo.payment.keyId, demo.payment.keySecret]).toEqual(['demo', undefined, undefined]);
    expect(demo.warnings).toEqual([
      'payments in demo mode (PAYMENTS_MODE=demo): no money is taken and payments are recorded unverified; the payment keys are not used.',
    ]);
    expect(readConfig({ ...production, PAYMENTS_MODE: 'demo' }, []).paymentsMode).toBe('demo');
  });

  it('refuses production without keys, with keys half set, and with the demo admin account', () => {
    expect(() => readConfig(production, [])).toThrow(
      'refusing to start in production: no payment keys are set (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET). Set both keys, or PAYMENTS_MODE=demo for a demonstration that takes no money.',
    );
    expect(() => readConfig({ ...production, RAZORPAY_KEY_SECRET: 'secret' }, [])).toThrow(
      'refusing to start in production: only RAZORPAY_KEY_SECRET is set',
    );
    expect(() => readConfig({ NODE_ENV: 'production', ...keys }, [])).toThrow(
      'refusing to start in production with the demo admin account (admin@pod.example): set ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
    expect(() =>
      readConfig(
        { NODE_ENV: 'production', ADMIN_EMAIL: 'admin@pod.example', ADMIN_PASSWORD: 'pod-demo-2026', ...keys },
        [],
      ),
    ).toThrow('demo admin account');
  });

  it('refuses PAYMENTS_MODE=live without both keys, and a mode it does not know, anywhere', () => {
    expect(() => readConfig({ PAYMENTS_MODE: 'live', RAZORPAY_KEY_ID: 'x', ...admin }, [])).toThrow(
      'PAYMENTS_MODE=live needs both payment keys: only RAZORPAY_KEY_ID is set',
    );
    expect(() => readConfig({ PAYMENTS_MODE: 'test' }, [])).toThrow(
      'PAYMENTS_MODE must be "demo" or "live" (got "test").',
    );
  });

  it('the server process exits non-zero with one line saying why', () => {
    // server/startup.ts is what server/main.ts runs first (main itself needs the built app).
    const run = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          "import { configOrExit } from './server/startup.ts'; configOrExit(process.env, []);",
        ],
        {
          env: { PATH: process.env.PATH ?? '', ...env },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
    const noKeys = run({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'manager@pod.example',
      ADMIN_PASSWORD: 'a-long-secret-1',
    });
    expect(noKeys.status).toBe(1);
    expect(noKeys.stderr.trim().split('\n')).toEqual([
      'POD site: refusing to start in production: no payment keys are set (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET). Set both keys, or PAYMENTS_MODE=demo for a demonstration that takes no money.',
    ]);
    const demoAdmin = run({ NODE_ENV: 'production', PAYMENTS_MODE: 'demo' });
    expect(demoAdmin.status).toBe(1);
    expect(demoAdmin.stderr.trim()).toBe(
      'POD site: refusing to start in production with the demo admin account (admin@pod.example): set ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
    const safe = run({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'demo',
      ADMIN_EMAIL: 'manager@pod.example',
      ADMIN_PASSWORD: 'a-long-secret-1',
    });
    expect([safe.status, safe.stderr.trim()]).toEqual([
      0,
      'POD site: warning: payments in demo mode (PAYMENTS_MODE=demo): no money is taken and payments are recorded unverified.',
    ]);
  });
});
