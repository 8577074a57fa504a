/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { listAdminOrgs } from '@/lib/api/admin';
import { login, logout, signup } from '@/lib/api/auth';
import { listContactMessages, sendContactMessage } from '@/lib/api/contact';
import { getUserInfo, updateUserInfo } from '@/lib/api/user';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

const fetchMock = mockFetchForEachTest();
const call = () => fetchCall(fetchMock);

const session = {
  sessionToken: 'tok',
  role: 'customer',
  tokenExpirationTimestamp: 1,
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' },
};

describe('auth calls', () => {
  it('logs in against the auth host', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, session));
    await expect(login('https://auth.example.com', { email: 'a@b.co', password: 'secret' })).resolves.toEqual(
      session,
    );
    expect(call()).toMatchObject({
      url: 'https://auth.example.com/api/v1/auth/login',
      method: 'POST',
      body: { email: 'a@b.co', password: 'secret' },
    });
  });

  it('signs up with a same-origin (relative) path when the host is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, session));
    await signup('', { name: 'Ada', email: 'a@b.co', password: 'secret12' });
    expect(call()).toMatchObject({
      url: '/api/v1/auth/signup',
      method: 'POST',
      body: { name: 'Ada', email: 'a@b.co', password: 'secret12' },
    });
  });

  it('revokes the token with a bearer logout', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    await expect(logout('', 'tok')).resolves.toBeUndefined();
    expect(call()).toMatchObject({ url: '/api/v1/auth/logout', method: 'POST' });
    expect(call().headers.Authorization).toBe('Bearer tok');
  });
});

describe('user calls', () => {
  it('gets the user info with the bearer token and no cache', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: session.user }));
    await expect(getUserInfo('https://dash.example.com', 'tok')).resolves.toEqual({ data: session.user });
    expect(call()).toMatchObject({ url: 'https://dash.example.com/api/user', method: 'GET' });
    expect(call().headers).toMatchObject({ Authorization: 'Bearer tok', 'Cache-Control': 'no-cache' });
  });

  it('puts the new name as {data:{name}}', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ...session.user, name: 'Grace' } }));
    await updateUserInfo('', 'tok', 'Grace');
    expect(call()).toMatchObject({ url: '/api/user', method: 'PUT', body: { data: { name: 'Grace' } } });
    expect(call().headers.Authorization).toBe('Bearer tok');
  });
});

describe('contact call', () => {
  it('posts the message to the dashboard host', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { id: 'm1', createdAt: '2025-01-01T00:00:00Z' } }));
    await sendContactMessage('', { name: 'Ada', email: 'a@b.co', message: 'Hello' });
    expect(call()).toMatchObject({
      url: '/api/contact',
      method: 'POST',
      body: { name: 'Ada', email: 'a@b.co', message: 'Hello' },
    });
  });

  it('reads the admins’ messages a page at a time, from the cursor it was given', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [], total: 0, nextCursor: null }));
    await listContactMessages('', 'tok', { limit: 10, before: 'MjAyNQ_x' });
    expect(call()).toMatchObject({
      url: '/api/admin/contact-messages?limit=10&before=MjAyNQ_x',
      method: 'GET',
    });
    expect(call().headers.Authorization).toBe('Bearer tok');
    await listContactMessages('', 'tok');
    expect(fetchCall(fetchMock, 1).url).toBe('/api/admin/contact-messages');
  });
});

describe('admin calls', () => {
  it('lists the organisations, searched when asked, with the bearer token and no cache', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [], total: 0 }));
    await expect(listAdminOrgs('', 'tok')).resolves.toEqual({ data: [], total: 0 });
    expect(call()).toMatchObject({ url: '/api/admin/orgs', method: 'GET' });
    expect(call().headers).toMatchObject({ Authorization: 'Bearer tok', 'Cache-Control': 'no-cache' });
    await listAdminOrgs('', 'tok', { search: 'a&b' });
    expect(fetchCall(fetchMock, 1).url).toBe('/api/admin/orgs?search=a%26b');
  });
});
