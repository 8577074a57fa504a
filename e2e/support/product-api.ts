import fs from 'node:fs/promises';

import { expect, type APIRequestContext, type Download } from '@playwright/test';

/** An app as the apps API answers it (the fields these tests read). */
export interface ApiApp {
  id: string;
  name: string;
  platform: string;
  bundleId: string;
  appKey: string;
  status: 'active' | 'suspended';
}

export interface HeartbeatBody {
  deviceId: string;
  platform?: string;
  osVersion?: string;
  model?: string;
  sdkVersion?: string;
  appVersion?: string;
  attributes?: Record<string, string | number | boolean | null>;
}

/** A short random tag, so names and ids of one test never meet another test's. */
export function runTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Creates an app for a signed-in customer through the real API. */
export async function createAppApi(
  request: APIRequestContext,
  token: string,
  app: { name: string; platform: string; bundleId: string },
): Promise<ApiApp> {
  const response = await request.post('/api/apps', {
    headers: { Authorization: `Bearer ${token}` },
    data: app,
  });
  expect(response.status(), `POST /api/apps: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: ApiApp }).data;
}

/**
 * An Android app whose devices count as offline 10 s after their last beat, with an alert rule that
 * opens an incident when three of them go offline within a minute (offline alerts after 10 s, no
 * cooldown); `rule` adds to the rule or replaces its fields (`channelIds`, for example).
 */
export async function incidentApp(
  request: APIRequestContext,
  token: string,
  app: { name: string; bundleId: string },
  rule: Record<string, unknown> = {},
): Promise<ApiApp> {
  const created = await createAppApi(request, token, { ...app, platform: 'android' });
  const headers = { Authorization: `Bearer ${token}` };
  const patched = await request.patch(`/api/apps/${created.id}`, {
    headers,
    data: { onlineWindowSeconds: 10 },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const rules = await request.put(`/api/apps/${created.id}/alert-rules`, {
    headers,
    data: {
      offlineAfterSeconds: 10,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: 3,
      incidentThresholdPercent: null,
      incidentWindowSeconds: 60,
      ...rule,
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  return created;
}

/** One heartbeat through the public ingest API, as an SDK sends it. */
export function sendHeartbeat(request: APIRequestContext, appKey: string, body: HeartbeatBody) {
  return request.post('/api/v1/devices/heartbeat', { headers: { 'X-App-Key': appKey }, data: body });
}

/** A heartbeat that must be accepted (202). */
export async function acceptedHeartbeat(request: APIRequestContext, appKey: string, body: HeartbeatBody) {
  const response = await sendHeartbeat(request, appKey, body);
  expect(response.status(), `heartbeat of ${body.deviceId}: ${await response.text()}`).toBe(202);
  expect(await response.json()).toEqual({ data: { deviceId: body.deviceId, online: true } });
}

/** The error code of a refused heartbeat, with its status. */
export async function refusedHeartbeat(request: APIRequestContext, appKey: string, body: HeartbeatBody) {
  const response = await sendHeartbeat(request, appKey, body);
  const payload = (await response.json()) as { error?: { code?: string } };
  return { status: response.status(), code: payload.error?.code };
}

/**
 * A downloaded CSV file: its name, whether it starts with the UTF-8 byte order mark, and its lines
 * (CRLF line ends, the last line end dropped).
 */
export async function readCsvDownload(download: Download) {
  const path = await download.path();
  const text = await fs.readFile(path, 'utf8');
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  expect(body.endsWith('\r\n'), 'the CSV ends with a CRLF line end').toBe(true);
  return { fileName: download.suggestedFilename(), bom, lines: body.slice(0, -2).split('\r\n') };
}
