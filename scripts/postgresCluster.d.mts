/** The types of what TypeScript modules import from postgresCluster.mjs (tests/api/postgres.ts). */
export interface PostgresCluster {
  url: string;
  stop(): void;
}
export declare const postgresBin: string;
export declare function postgresSkipReason(): string | null;
export declare function freePort(): Promise<number>;
export declare function startPostgres(): Promise<PostgresCluster>;
