/** The device page's place holders while it loads. */
export function DevicePageSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}
