/** Types of precompress.mjs (plain JavaScript, so next.config.mjs can import it). */
export declare function precompressStatic(distDir: string): Promise<number>;
