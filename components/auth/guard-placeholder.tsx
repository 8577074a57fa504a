/**
 * What stands in for a page while the session is checked or a redirect is on its way: an empty,
 * busy region, so nothing protected shows and the layout does not jump.
 */
export function GuardPlaceholder() {
  return <div aria-busy="true" className="min-h-40 w-full" />;
}
