'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { CopyableText } from '@/components/forms/copyable-text';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { TextField } from '@/components/forms/text-field';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { createToken } from '@/lib/api/api-tokens';
import { listApps } from '@/lib/api/apps';
import type { CreatedApiToken } from '@/lib/api/contract/api-tokens';
import {
  TOKEN_DEFAULT_DAYS,
  TOKEN_MAX_DAYS,
  TOKEN_NAME_MAX,
  scopesFor,
  type TokenKind,
  type TokenScope,
} from '@/lib/auth/api-tokens';

/** The lifetimes offered, in days; the default first among equals. */
const EXPIRY_DAYS = [7, 30, TOKEN_DEFAULT_DAYS, 180, TOKEN_MAX_DAYS] as const;

const SELECT = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950';
const LABEL = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** The message key of a scope's label (`apps:read` -> `scopes.apps_read`). */
export const scopeKey = (scope: TokenScope) => `scopes.${scope.replace(':', '_')}` as const;

/**
 * "Create token": a name, the scopes (checkboxes), one app or all, and a lifetime. Once made, the
 * dialog shows the value this once, with a button to copy it, and says it will not be shown again.
 */
export function CreateTokenDialog({
  kind,
  orgId,
  onClose,
  onCreated,
  returnFocus,
}: {
  kind: TokenKind;
  orgId: string;
  onClose: () => void;
  onCreated: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('ApiTokens');
  const api = useDashboardApi();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const scopesRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const apps = useApiResource(`token-apps:${orgId}`, listApps);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [appId, setAppId] = useState('');
  const [days, setDays] = useState<number>(TOKEN_DEFAULT_DAYS);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const submit = async () => {
    if (busy) return;
    const trimmed = name.trim();
    const next = {
      name: trimmed ? undefined : t('nameRequired'),
      scopes: scopes.length > 0 ? undefined : t('scopesRequired'),
    };
    setErrors(next);
    if (next.name || next.scopes) {
      (next.name ? nameRef : scopesRef).current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await api((baseUrl, token) =>
        createToken(baseUrl, token, kind, orgId, {
          name: trimmed,
          scopes,
          expiresInDays: days,
          ...(appId ? { appId } : {}),
        }),
      );
      setCreated(answer);
      onCreated();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((other) => other !== scope)));

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={() => !busy && onClose()}
      initialFocus={nameRef}
      returnFocus={returnFocus}
      size="lg"
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {kind === 'personal' ? t('createPersonalTitle') : t('createOrgTitle')}
        </h2>
        {created ? (
          <>
            <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
              {t('createdNotice', { name: created.data.name })}
            </p>
            <CopyableText
              value={created.token}
              copyLabel={t('copy')}
              copiedLabel={t('copied')}
              failedLabel={t('copyFailed')}
            />
            <div className="flex justify-end">
              <button ref={doneRef} type="button" className={PRIMARY_BUTTON} onClick={onClose}>
                {t('done')}
              </button>
            </div>
          </>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
              {kind === 'personal' ? t('createPersonalDescription') : t('createOrgDescription')}
            </p>
            <TextField
              name="name"
              autoComplete="off"
              label={t('nameLabel')}
              hint={t('nameHint')}
              inputRef={nameRef}
              control={{
                value: name,
                onChange: (event) => setName(event.target.value.slice(0, TOKEN_NAME_MAX)),
                onBlur: () => undefined,
              }}
              error={errors.name ?? null}
            />
            <fieldset
              className="space-y-2"
              aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
              aria-invalid={errors.scopes ? true : undefined}
            >
              <legend className={LABEL}>{t('scopesLegend')}</legend>
              {scopesFor(kind).map((scope, index) => (
                <label key={scope} className="flex items-start gap-2 text-sm">
                  <input
                    ref={index === 0 ? scopesRef : undefined}
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0"
                    checked={scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  <span className="min-w-0">
                    <code dir="ltr" className="font-mono text-xs">
                      {scope}
                    </code>{' '}
                    <span className="text-slate-600 dark:text-slate-300">{t(scopeKey(scope))}</span>
                  </span>
                </label>
              ))}
              {errors.scopes ? (
                <p id={`${id}-scopes-error`} className="text-sm text-red-700 dark:text-red-300">
                  {errors.scopes}
                </p>
              ) : null}
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-app`} className={LABEL}>
                {t('appLabel')}
              </label>
              <select
                id={`${id}-app`}
                value={appId}
                onChange={(event) => setAppId(event.target.value)}
                className={SELECT}
              >
                <option value="">{t('allApps')}</option>
                {(apps.data?.data ?? []).map((app) => (
                  <option key={app.id} value={app.id}>
                    {app.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-expiry`} className={LABEL}>
                {t('expiryLabel')}
              </label>
              <select
                id={`${id}-expiry`}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className={SELECT}
              >
                {EXPIRY_DAYS.map((option) => (
                  <option key={option} value={option}>
                    {t('days', { count: option })}
                  </option>
                ))}
              </select>
            </div>
            <DialogFormFooter
              error={error}
              busy={busy}
              onCancel={onClose}
              cancelLabel={t('cancel')}
              submitLabel={t('createSubmit')}
            />
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
