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

/** A decoder for a charset label; UTF-8 when none or unknown. */
function pageDecoder(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

const CONTENT_TYPE_CHARSET = /charset=([^()<>@,;:"/[\]?.=\s]*)/i;

/**
 * The charset the page declares in its head, found as open-graph-scraper finds it: the first
 * `<meta charset>`, else `<meta name="charset" content>`, else the charset of a
 * `<meta http-equiv="content-type" content>`.
 */
export function declaredCharset(head: PageHead): string | undefined {
  const metas = head.elements.filter((element) => element.name === 'meta').map((meta) => meta.attributes);
  const named = (name: string, value: string) =>
    metas.find((meta) => meta.get(name)?.toLowerCase() === value && meta.get('content'))?.get('content');
  return (
    metas.find((meta) => meta.get('charset'))?.get('charset') ||
    named('name', 'charset') ||
    CONTENT_TYPE_CHARSET.exec(named('http-equiv', 'content-type') ?? '')?.[1] ||
    undefined
  );
}

/**
 * A decoder for the charset the head declares; none when it declares none or one no decoder
 * knows. A page that declares UTF-16 in its own (ASCII-readable) text is not UTF-16: UTF-8, as
 * browsers take it.
 */
function declaredDecoder(head: PageHead): TextDecoder | undefined {
  const label = declaredCharset(head);
  if (label === undefined) return undefined;
  try {
    const decoder = new TextDecoder(label);
    return decoder.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : decoder;
  } catch {
    return undefined;
  }
}

/** Feeds the bytes to a fresh reader through the decoder until the head ends. */
function headOf(bytes: Iterable<Uint8Array>, decoder: TextDecoder): PageHead {
  const reader = new PageHeadReader();
  for (const chunk of bytes) if (reader.write(decoder.decode(chunk, { stream: true }))) return reader.head();
  reader.write(decoder.decode());
  return reader.head();
}

/**
 * Reads a page's bytes as they arrive, only until its head has ended: the caller's loop over
 * `chunks` is left there, which drops the rest of the download. A page that ends before its
 * head does (no `</head>` nor `<body>`) gives what it had. The text is decoded in the charset
 * the head declares (as open-graph-scraper takes it, `declaredCharset`), else the one the
 * Content-Type names, else UTF-8: the head is read in the Content-Type's (the tags are ASCII in
 * every charset a page may declare) and, when it declares another, read again from the bytes
 * kept, which are at most `maxBytes`.
 */
export async function readPageHead(
  chunks: AsyncIterable<Uint8Array>,
  charset: string | undefined,
  maxBytes = PAGE_HEAD_MAX_BYTES,
): Promise<PageHead> {
  const reader = new PageHeadReader();
  const decoder = pageDecoder(charset);
  const kept: Uint8Array[] = [];
  let read = 0;
  let ended = false;
  for await (const chunk of chunks) {
    const room = maxBytes - read;
    const wanted = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    read += wanted.byteLength;
    kept.push(wanted);
    if ((ended = reader.write(decoder.decode(wanted, { stream: true })))) break;
    if (wanted !== chunk) throw headTooLong(maxBytes);
  }
  if (!ended) reader.write(decoder.decode());
  const head = reader.head();
  const declared = declaredDecoder(head);
  return !declared || declared.encoding === decoder.encoding ? head : headOf(kept, declared);
}

function headTooLong(maxBytes: number): SafeFetchError {
  return new SafeFetchError(
    'too_large',
    `The page is too large to preview: its head runs past the first ${maxBytes / 1024} KB.`,
  );
}
