/**
 * The one part of the state-machine library a deferred actor needs, in a module of its own: `import('xstate')` as a
 * whole would keep all of the library in the chunk every machine's page shares (+2 kB on each).
 */
export { createActor } from 'xstate';
