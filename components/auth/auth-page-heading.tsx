/** The heading and one-line introduction at the top of each auth-layout card. */
export function AuthPageHeading({ heading, intro }: { heading: string; intro: string }) {
  return (
    <div className="mb-6 space-y-1.5">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{heading}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
    </div>
  );
}
