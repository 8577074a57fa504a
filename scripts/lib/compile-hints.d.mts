/** Types of compile-hints.mjs (plain JavaScript, so next.config.mjs can import it). */
export declare const COMPILE_HINT: string;
export declare function addCompileHints(distDir: string): Promise<string[]>;
