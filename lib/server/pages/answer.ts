import 'server-only';

/**
 * A body as the API's JSON carries it (dates as ISO strings), for a page's first answers
 * (docs/architecture.md, "First answers"); nothing for a call that failed, which the browser then makes.
 */
export function asAnswer<T>(result: PromiseSettledResult<unknown>): T | undefined {
  return result.status === 'fulfilled' ? (JSON.parse(JSON.stringify(result.value)) as T) : undefined;
}
