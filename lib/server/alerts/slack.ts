import 'server-only';

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { AlertEvent } from '@/lib/api/contract/alerts';
import { INCIDENTS_PATH, ONLINE_DEVICES_PATH } from '@/lib/routes';
import { serverConfig } from '@/lib/server/config';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * An event as a Slack incoming webhook takes it (docs/product.md, Alerts): a Block Kit message (a
 * header, the app and the figures as fields, the first devices, when, and a link to the devices) in
 * the endpoint's language, with `text` as the notification's and older clients' fallback. Names are
 * escaped for Slack's mrkdwn (`&`, `<`, `>`), so an app or device id cannot make a link or a mention.
 */

/** How many of a digest's devices the message names; the rest are counted. */
export const SLACK_DEVICES_NAMED = 10;

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An event's time; one a stored event lacks (or mangled) is now, rather than a failed delivery. */
const validDate = (value: unknown) => {
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

const TITLES = {
  'device.offline': 'deviceOffline',
  'device.online': 'deviceOnline',
  'app.offline_share': 'offlineShare',
  'app.recovered': 'recovered',
  'incident.opened': 'incidentOpened',
  'incident.updated': 'incidentUpdated',
  'incident.resolved': 'incidentResolved',
  test: 'test',
} as const;

/**
 * An incident event's data (the incident, lib/api/contract/incidents.ts) in the digests' terms: its app's
 * name, its devices as the count, and its view.
 */
function digestTerms(type: AlertEvent['type'], data: Record<string, unknown>): Record<string, unknown> {
  if (!type.startsWith('incident.')) return data;
  const scope = (data.scope && typeof data.scope === 'object' ? data.scope : {}) as Record<string, unknown>;
  return {
    appName: scope.appName,
    count: data.devicesAffected,
    total: data.devicesInScope,
    ...(typeof scope.viewName === 'string' ? { view: { name: scope.viewName } } : {}),
  };
}

/** A header is plain text of at most 150 characters: cut between characters, never inside one. */
const headerText = (text: string) => {
  const characters = Array.from(text);
  return characters.length <= 150 ? text : `${characters.slice(0, 149).join('')}…`;
};

export async function slackBody(event: AlertEvent, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const t = await noticeTranslator('SlackAlert', locale);
  const product = consoleSettingValues().PRODUCT_NAME;
  const data = digestTerms(
    event.type,
    event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {},
  );
  const app = typeof data.appName === 'string' ? data.appName : String(event.appId ?? '');
  const numbers = new Intl.NumberFormat(locale);
  const count = numberOf(data.count) ?? 0;
  const percent = numberOf(data.offlineSharePercent) ?? 0;
  const total = numberOf(data.total) ?? 0;
  // A regression's opening says what went back; its growth and end read as any incident's.
  const regression = event.type === 'incident.opened' && event.data?.kind === 'regression';
  // A test sent to an organisation's channel is of no app.
  const ofNoApp = event.appId === null;
  const key = regression ? 'regressionOpened' : ofNoApp ? 'channelTest' : (TITLES[event.type] ?? 'test');
  const title = t(`titles.${key}`, { product, app, count, percent, total });
  const fields = ofNoApp ? [] : [`*${t('app')}*\n${escape(app)}`];
  if (numberOf(data.count) !== null) fields.push(`*${t('devices')}*\n${numbers.format(count)}`);
  const offline = numberOf(data.offline);
  const seen = numberOf(data.seen);
  if (offline !== null && seen !== null) fields.push(`*${t('offline')}*\n${t('share', { offline, seen })}`);
  const view = data.view as { name?: unknown } | undefined;
  if (typeof view?.name === 'string') fields.push(`*${t('view')}*\n${escape(view.name)}`);
  const named = Array.isArray(data.devices)
    ? (data.devices as unknown[])
        .map((device) =>
          device && typeof device === 'object' ? (device as { deviceId?: unknown }).deviceId : null,
        )
        .filter((id): id is string => typeof id === 'string')
        .slice(0, SLACK_DEVICES_NAMED)
    : [];
  const more = count - named.length;
  const blocks: Record<string, unknown>[] = [
    { type: 'header', text: { type: 'plain_text', text: headerText(title) } },
    ...(fields.length > 0
      ? [{ type: 'section', fields: fields.map((text) => ({ type: 'mrkdwn', text })) }]
      : []),
  ];
  if (named.length > 0) {
    const list = named.map((id) => `\`${escape(id)}\``).join(', ');
    blocks.push({
      type: 'section',
      text: { type: 'mrkdwn', text: more > 0 ? `${list} ${t('more', { count: more })}` : list },
    });
  }
  blocks.push({
    type: 'context',
    elements: [{ type: 'mrkdwn', text: t('when', { time: validDate(event.occurredAt), product }) }],
  });
  const consoleUrl = serverConfig().consoleUrl;
  // An incident's button opens its page; a digest's, the devices.
  const incidentId = event.type.startsWith('incident.') ? event.data?.id : undefined;
  if (consoleUrl && event.type !== 'test')
    blocks.push({
      type: 'actions',
      elements: [
        typeof incidentId === 'string'
          ? {
              type: 'button',
              text: { type: 'plain_text', text: t('openIncident') },
              url: `${consoleUrl}${INCIDENTS_PATH}/${encodeURIComponent(incidentId)}`,
            }
          : {
              type: 'button',
              text: { type: 'plain_text', text: t('open') },
              url: `${consoleUrl}${ONLINE_DEVICES_PATH}`,
            },
      ],
    });
  // `text` is read as mrkdwn (the notification's line): escaped like the fields.
  return JSON.stringify({ text: escape(title), blocks });
}
