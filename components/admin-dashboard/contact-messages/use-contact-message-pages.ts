'use client';

import { useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { CONTACT_MESSAGES_PAGE, listContactMessages } from '@/lib/api/contact';
import type { ContactMessage, ContactMessagePage } from '@/lib/api/types';

const firstPage = (baseUrl: string, token: string) =>
  listContactMessages(baseUrl, token, { limit: CONTACT_MESSAGES_PAGE });

/** The pages fetched after a first page, and where the next one starts. */
interface LaterPages {
  first: ContactMessagePage;
  messages: ContactMessage[];
  total: number;
  nextCursor: string | null;
}

/**
 * The contact messages, newest first, as the API pages them: the first page on mount (or as the server
 * answered it, `firstAnswer`), then the next one (older) on each `showMore`, continuing from the API's
 * cursor, so every message can be reached however many there are. The order is the API's (newest first, ties by id); nothing is sorted here.
 */
export function useContactMessagePages(firstAnswer?: ContactMessagePage) {
  const api = useDashboardApi();
  const first = useApiResource('admin-contact-messages', firstPage, { first: firstAnswer });
  const [later, setLater] = useState<LaterPages>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>();

  // Pages that followed an earlier first page (before a reload) go with it.
  const current = later && later.first === first.data ? later : undefined;
  const messages = first.data ? [...first.data.data, ...(current?.messages ?? [])] : undefined;
  const nextCursor = current ? current.nextCursor : (first.data?.nextCursor ?? null);

  /** Fetches the next page; resolves to the index of its first message, or null if none came. */
  const showMore = async (): Promise<number | null> => {
    const from = first.data;
    if (!from || !nextCursor || loadingMore) return null;
    const earlier = current?.messages ?? [];
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await api((baseUrl, token) =>
        listContactMessages(baseUrl, token, { limit: CONTACT_MESSAGES_PAGE, before: nextCursor }),
      );
      setLater({
        first: from,
        messages: [...earlier, ...page.data],
        total: page.total,
        nextCursor: page.nextCursor,
      });
      return page.data.length > 0 ? from.data.length + earlier.length : null;
    } catch (error) {
      setMoreError(error);
      return null;
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    messages,
    /** Every message stored, not only those fetched. */
    total: current?.total ?? first.data?.total,
    hasMore: nextCursor !== null,
    showMore,
    loadingMore,
    moreError,
    error: first.error,
    reload: first.reload,
  };
}
