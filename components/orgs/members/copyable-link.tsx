'use client';

import { useTranslations } from 'next-intl';

import { CopyableText } from '@/components/forms/copyable-text';

/** An invitation's link, shown whole and copyable, for an inviter without a mail server. */
export function CopyableLink({ url }: { url: string }) {
  const t = useTranslations('OrgMembers');
  return (
    <CopyableText
      value={url}
      copyLabel={t('copyLink')}
      copiedLabel={t('linkCopied')}
      failedLabel={t('copyFailed')}
    />
  );
}
