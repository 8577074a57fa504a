/** Types of critical-css.mjs (plain JavaScript, so next.config.mjs can import it). */
export declare function compileCriticalCss(distDir: string): Promise<number>;
