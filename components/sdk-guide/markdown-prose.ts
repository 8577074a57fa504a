/**
 * Typography of rendered markdown (the guide and the editor's preview), as Tailwind variants on the
 * container, since the markdown's own elements carry no classes. Headings are one level down from
 * the source (`#` is an h2 on the page), but styled by source level through these selectors.
 */
export const MARKDOWN_PROSE = [
  'text-[0.9375rem] leading-7 text-slate-700 dark:text-slate-300',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-white',
  '[&_h5]:mt-5 [&_h5]:mb-2 [&_h5]:font-semibold [&_h5]:text-slate-900 dark:[&_h5]:text-white',
  '[&_h6]:mt-5 [&_h6]:mb-2 [&_h6]:font-semibold [&_h6]:text-slate-800 dark:[&_h6]:text-slate-100',
  '[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:text-slate-900 dark:[&_h1]:text-white',
  '[&>:first-child]:mt-0 [&_p]:my-3 [&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-700 dark:[&_a]:text-brand-100',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-4 [&_blockquote]:text-slate-600 dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-400',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em] [&_:not(pre)>code]:text-slate-800 dark:[&_:not(pre)>code]:bg-slate-800 dark:[&_:not(pre)>code]:text-slate-100',
  // Long URLs and identifiers in text wrap on a narrow screen instead of widening the page. A table
  // keeps its code names whole and its words unbroken: too wide, it scrolls in its own box
  // (markdown-to-react.tsx wraps it; the editor's preview pane scrolls itself).
  '[&_:not(pre)>code]:wrap-anywhere [&_a]:wrap-anywhere [&_table_code]:whitespace-nowrap',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:text-slate-100 [&_kbd]:rounded [&_kbd]:border [&_kbd]:border-slate-300 [&_kbd]:px-1 [&_kbd]:font-mono [&_kbd]:text-xs',
  '[&>table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 dark:[&_td]:border-slate-700',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
].join(' ');
