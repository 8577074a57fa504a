'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { CreateTokenDialog } from '@/components/api-tokens/create-token-dialog';
import { ConfirmDialog } from '@/components/apps/confirm-dialog';
import { SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { FormattedDate } from '@/components/devices/formatted-date';
import { LoadError } from '@/components/feedback/load-error';
import { PlusIcon } from '@/components/icons/plus-icon';
import { GatedButton } from '@/components/orgs/role-gate';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { TABLE_FRAME, TABLE_HEAD } from '@/components/shell/table-styles';
import { listTokens, revokeToken } from '@/lib/api/api-tokens';
import type { ApiToken } from '@/lib/api/contract/api-tokens';
import type { TokenKind } from '@/lib/auth/api-tokens';

const CELL = 'px-3 py-2 align-top';

/**
 * One kind of token of the active organisation: its heading and what it is for, "Create token" (with
 * `reason`, why the caller's role may not), and the live tokens with their scopes, app, use and
 * expiry, each revocable after a confirmation.
 */
export function TokenSection({
  kind,
  orgId,
  orgName,
  reason = null,
}: {
  kind: TokenKind;
  orgId: string;
  orgName: string;
  reason?: string | null;
}) {
  const t = useTranslations('ApiTokens');
  const api = useDashboardApi();
  const id = useId();
  const createRef = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  // A role that may not manage them is not shown them (the server would refuse the list too).
  const tokens = useApiResource(`tokens:${kind}:${orgId}:${reason === null}`, (baseUrl, token) =>
    reason === null ? listTokens(baseUrl, token, kind, orgId) : Promise.resolve({ data: [] }),
  );
  // Personal tokens are listed for every organisation: this page shows the active one's.
  const rows = (tokens.data?.data ?? []).filter((token) => token.orgId === orgId);
  const personal = kind === 'personal';

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The text takes the row, down to 20rem, before the button goes below it. */}
        <div className="min-w-0 flex-1 basis-80 space-y-1">
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {personal ? t('personalHeading') : t('orgHeading')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {personal ? t('personalIntro', { org: orgName }) : t('orgIntro', { org: orgName })}
          </p>
        </div>
        <GatedButton
          ref={createRef}
          reason={reason}
          className={PRIMARY_BUTTON}
          onClick={() => setCreating(true)}
        >
          <PlusIcon className="size-4" />
          {t('create')}
        </GatedButton>
      </div>
      {reason ? null : tokens.error && !tokens.data ? (
        <LoadError error={tokens.error} onRetry={tokens.reload} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {tokens.loading ? t('loading') : t('empty')}
        </p>
      ) : (
        <ScrollingTable className={TABLE_FRAME}>
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr>
                <th scope="col" className={TABLE_HEAD}>
                  {t('columns.name')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('columns.scopes')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('columns.app')}
                </th>
                {personal ? null : (
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.createdBy')}
                  </th>
                )}
                <th scope="col" className={TABLE_HEAD}>
                  {t('columns.lastUsed')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('columns.expires')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((token) => (
                <tr key={token.id} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className={`${CELL} text-start font-medium`}>
                    <span className="block break-words">{token.name}</span>
                    <code dir="ltr" className="font-mono text-xs font-normal text-slate-500">
                      {token.masked}
                    </code>
                  </th>
                  <td className={CELL}>
                    <ul className="space-y-0.5">
                      {token.scopes.map((scope) => (
                        <li key={scope}>
                          <code dir="ltr" className="font-mono text-xs">
                            {scope}
                          </code>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={CELL}>{token.appName ?? t('allAppsShort')}</td>
                  {personal ? null : (
                    <td className={CELL}>
                      <span className="break-words">{token.createdBy?.name ?? t('deletedAccount')}</span>
                    </td>
                  )}
                  <td className={CELL}>
                    {token.lastUsedAt ? (
                      <>
                        <FormattedDate value={token.lastUsedAt} withTime />
                        {token.lastUsedIp ? (
                          <span dir="ltr" className="block text-xs text-slate-500">
                            {token.lastUsedIp}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      t('never')
                    )}
                  </td>
                  <td className={CELL}>
                    {token.expired ? (
                      <span className="font-medium text-red-700 dark:text-red-300">{t('expired')}</span>
                    ) : (
                      <FormattedDate value={token.expiresAt} />
                    )}
                  </td>
                  <td className={`${CELL} text-end`}>
                    <button
                      type="button"
                      className={SMALL_DANGER_BUTTON}
                      aria-label={t('revokeLabel', { name: token.name })}
                      onClick={() => setRevoking(token)}
                    >
                      {t('revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {creating ? (
        <CreateTokenDialog
          kind={kind}
          orgId={orgId}
          onClose={() => setCreating(false)}
          onCreated={tokens.reload}
          returnFocus={createRef}
        />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t('revokeTitle', { name: revoking.name })}
          description={t('revokeDescription')}
          confirmLabel={t('revoke')}
          busyLabel={t('working')}
          cancelLabel={t('cancel')}
          onConfirm={async () => {
            await api((baseUrl, token) => revokeToken(baseUrl, token, kind, orgId, revoking.id));
            setRevoking(null);
            tokens.reload();
          }}
          onCancel={() => setRevoking(null)}
          // Its row goes with it: the focus goes back to "Create token".
          returnFocus={createRef}
        />
      ) : null}
    </section>
  );
}
