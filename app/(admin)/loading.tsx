import { PageSkeleton } from '@/components/shell/page-skeleton';

/** While a page loads, the shell stays and the page area shows its outline. */
export default function AdminLoading() {
  return <PageSkeleton />;
}
