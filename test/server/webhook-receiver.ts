import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local webhook receiver on 127.0.0.1 for the alerts' tests: it keeps every request it gets (headers
 * and raw body) and answers with the status the test sets. Not used by the app.
 */
export interface ReceivedRequest {
  /** The path and query the request was sent to: which endpoint received it. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** The statuses of the next answers, in order; past them, 200. */
  answers: number[];
  close: () => Promise<void>;
}

export async function startReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
