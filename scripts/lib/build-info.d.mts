/** Types of build-info.mjs (plain JavaScript, so next.config.mjs can import it). */
export declare function buildVersion(root?: string): string;
export declare function buildCommit(options?: {
  env?: Record<string, string | undefined>;
  cwd?: string;
}): string;
