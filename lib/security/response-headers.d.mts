export interface Header {
  key: string;
  value: string;
}
export declare const SECURITY_HEADERS: Header[];
export declare const API_CSP: Header;
