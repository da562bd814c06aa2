/** Types of csp.mjs (the Content-Security-Policy shared by the servers). */
export declare const paymentOrigins: { script: string; frames: string; connect: string };
export declare const mapOrigins: string;
export declare function contentSecurityPolicy(): string;
export declare function storybookContentSecurityPolicy(): string;
export declare function apiDocsContentSecurityPolicy(): string;
