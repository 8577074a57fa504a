import 'server-only';

import { CSV_BOM, csvCell } from '@/lib/table/csv';

/**
 * A CSV download streamed as it is read (RFC 4180, CRLF, UTF-8 BOM, formula-looking text quoted off
 * by `csvCell`): the header line first, then one chunk per batch that `batches` yields. The stream
 * pulls the next batch only when the reader has taken the last one, so a slow download holds one
 * batch in memory however many rows it has, and each batch is the caller's own query (keyset paging
 * holds no transaction open). The audit log's and the devices' exports both write through here.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<readonly unknown[]>>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (cells: readonly unknown[]) => cells.map(csvCell).join(',');
  let iterator: AsyncIterator<ReadonlyArray<readonly unknown[]>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!iterator) {
        iterator = batches[Symbol.asyncIterator]();
        controller.enqueue(encoder.encode(`${CSV_BOM}${line(header)}\r\n`));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      if (next.value.length > 0)
        controller.enqueue(encoder.encode(`${next.value.map(line).join('\r\n')}\r\n`));
    },
    async cancel() {
      // The reader went away (a closed tab): the batches' generator stops before its next query.
      await iterator?.return?.();
    },
  });
}

/** The answer of an export route: `stream` as an attachment named `<name>-<yyyy-mm-dd>.csv` (UTC day). */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
