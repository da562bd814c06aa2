/** Types of postgres.mjs (a throwaway PostgreSQL cluster for the soak and the API tests). */
export declare function postgresBin(): string | null;
export declare function loopbackPort(): Promise<number>;
export declare function startCluster(
  bin: string,
  options?: { fsync?: boolean },
): Promise<{ url: string; stop(): void }>;
