/** The server's settings: a port or clock it cannot start with is refused with a message that says why. */
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
      expect(() => readConfig({ PORT: port }, [])).toThrow(`Port ${port} is one that browsers and fetch refuse to open`);
    }
  });

  it('refuses a port that is not a whole number from 0 to 65535', () => {
    for (const port of ['abc', '4173.5', '-1', '70000']) {
      expect(() => readConfig({ PORT: port }, [])).toThrow(`The port must be a whole number from 0 to 65535 (got "${port}")`);
    }
  });
});

describe('CLOCK_START', () => {
  it('refuses a value that is not an ISO date and time', () => {
    expect(() => readConfig({ CLOCK_START: 'next tuesday' }, [])).toThrow('CLOCK_START must be an ISO date and time');
  });
});

describe('STORYBOOK and STORYBOOK_BUILD', () => {
  it('serves the Storybook unless STORYBOOK=off; in production only with STORYBOOK=on', () => {
    expect(readConfig({}, []).storybook.enabled).toBe(true);
    expect(readConfig({ STORYBOOK: 'off' }, []).storybook.enabled).toBe(false);
    expect(readConfig({ STORYBOOK: ' OFF ' }, []).storybook.enabled).toBe(false);
    expect(readConfig({ STORYBOOK: '' }, []).storybook.enabled).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }, []).storybook.enabled).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', STORYBOOK: 'on' }, []).storybook.enabled).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', STORYBOOK: 'off' }, []).storybook.enabled).toBe(false);
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
    expect(() => readConfig({ STORYBOOK_BUILD: 'always' }, [])).toThrow('STORYBOOK_BUILD must be "auto" or "never" (got "always").');
  });
});
