/** Types of critical-css-file.mjs (plain JavaScript, so next.config.mjs's modules can import it). */
export declare const CRITICAL_CSS_PLANS: string;
