import { TextDecoder } from 'node:util';
import { SafeFetchError } from '../lib/adapters/safe-fetch/safe-fetch-error';
import { PageHeadReader, type PageHead } from './page-head-reader';

/**
 * How far into a page its head must have ended. Real heads, inline styles and scripts
 * included, are tens of KB and rarely past 200 KB; 512 KB is twice that, and the reader
 * scans it in milliseconds. A page whose head runs on past it is not previewed (a failure,
 * cached like any other), so a hostile page costs at most this much download and scanning.
 */
export const PAGE_HEAD_MAX_BYTES = 512 * 1024;

/** Decodes in the charset the Content-Type names; UTF-8 when none or unknown. */
function pageDecoder(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Reads a page's bytes as they arrive, only until its head has ended: the caller's loop over
 * `chunks` is left there, which drops the rest of the download. A page that ends before its
 * head does (no `</head>` nor `<body>`) gives what it had.
 */
export async function readPageHead(
  chunks: AsyncIterable<Uint8Array>,
  charset: string | undefined,
  maxBytes = PAGE_HEAD_MAX_BYTES,
): Promise<PageHead> {
  const reader = new PageHeadReader();
  const decoder = pageDecoder(charset);
  let read = 0;
  for await (const chunk of chunks) {
    const room = maxBytes - read;
    const wanted = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    read += wanted.byteLength;
    if (reader.write(decoder.decode(wanted, { stream: true }))) return reader.head();
    if (wanted !== chunk) throw headTooLong(maxBytes);
  }
  reader.write(decoder.decode());
  return reader.head();
}

function headTooLong(maxBytes: number): SafeFetchError {
  return new SafeFetchError(
    'too_large',
    `The page is too large to preview: its head runs past the first ${maxBytes / 1024} KB.`,
  );
}
