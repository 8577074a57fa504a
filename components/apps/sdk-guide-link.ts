/** The SDK integration guide, opened on one app (the guide fills that app's key into its snippets). */
export function sdkGuideHref(appId?: string): string {
  return appId ? `/sdk-integration-guide?${new URLSearchParams({ app: appId })}` : '/sdk-integration-guide';
}
