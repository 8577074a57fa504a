import type { UserInfo } from '@/lib/api/contract/auth';
import { httpRequest } from '@/lib/http/client';

/** The user-info calls of the dashboard API. `baseUrl` is the runtime `dashboardApiUrl`. */
export interface UserInfoResponse {
  data: UserInfo;
}

export function getUserInfo(baseUrl: string, token: string): Promise<UserInfoResponse> {
  return httpRequest<UserInfoResponse>(`${baseUrl}/api/user`, { token, noCache: true });
}

export function updateUserInfo(baseUrl: string, token: string, name: string): Promise<UserInfoResponse> {
  return httpRequest<UserInfoResponse>(`${baseUrl}/api/user`, {
    method: 'PUT',
    token,
    noCache: true,
    body: { data: { name } },
  });
}
