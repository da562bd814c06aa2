/**
 * The start's settings: read them, or end the process with one line saying why (exit code 1); print each unsafe
 * setting the server starts with anyway as a warning.
 */
import { readConfig, type ServerConfig } from './config';

export interface StartupIo {
  error: (line: string) => void;
  warn: (line: string) => void;
  exit: (code: number) => never;
}

const processIo: StartupIo = {
  error: (line) => console.error(line),
  warn: (line) => console.warn(line),
  exit: (code) => process.exit(code),
};

/** The settings from `env` and `argv`, or the process's end. */
export function configOrExit(env: NodeJS.ProcessEnv, argv: readonly string[], io: StartupIo = processIo): ServerConfig {
  let config: ServerConfig;
  try {
    config = readConfig(env, argv);
  } catch (error) {
    // A setting the server cannot start with (a port, CLOCK_START, an unsafe payment or admin setting in
    // production): the message says which and why, in one line.
    io.error(`POD site: ${(error as Error).message}`);
    return io.exit(1);
  }
  for (const warning of config.warnings) io.warn(`POD site: warning: ${warning}`);
  return config;
}
