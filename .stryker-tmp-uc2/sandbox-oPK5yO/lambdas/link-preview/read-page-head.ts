// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { TextDecoder } from 'node:util';
import { SafeFetchError } from '../lib/adapters/safe-fetch/safe-fetch-error';
import { PageHeadReader, type PageHead } from './page-head-reader';

/**
 * How far into a page its head must have ended. Real heads, inline styles and scripts
 * included, are tens of KB and rarely past 200 KB; 512 KB is twice that, and the reader
 * scans it in milliseconds. A page whose head runs on past it is not previewed (a failure,
 * cached like any other), so a hostile page costs at most this much download and scanning.
 */
export const PAGE_HEAD_MAX_BYTES = stryMutAct_9fa48("74") ? 512 / 1024 : (stryCov_9fa48("74"), 512 * 1024);

/** A decoder for a charset label; UTF-8 when none or unknown. */
function pageDecoder(charset: string | undefined): TextDecoder {
  if (stryMutAct_9fa48("75")) {
    {}
  } else {
    stryCov_9fa48("75");
    try {
      if (stryMutAct_9fa48("76")) {
        {}
      } else {
        stryCov_9fa48("76");
        return new TextDecoder(stryMutAct_9fa48("77") ? charset && 'utf-8' : (stryCov_9fa48("77"), charset ?? (stryMutAct_9fa48("78") ? "" : (stryCov_9fa48("78"), 'utf-8'))));
      }
    } catch {
      if (stryMutAct_9fa48("79")) {
        {}
      } else {
        stryCov_9fa48("79");
        return new TextDecoder(stryMutAct_9fa48("80") ? "" : (stryCov_9fa48("80"), 'utf-8'));
      }
    }
  }
}
const CONTENT_TYPE_CHARSET = stryMutAct_9fa48("83") ? /charset=([^()<>@,;:"/[\]?.=\S]*)/i : stryMutAct_9fa48("82") ? /charset=([()<>@,;:"/[\]?.=\s]*)/i : stryMutAct_9fa48("81") ? /charset=([^()<>@,;:"/[\]?.=\s])/i : (stryCov_9fa48("81", "82", "83"), /charset=([^()<>@,;:"/[\]?.=\s]*)/i);

/**
 * The charset the page declares in its head, found as open-graph-scraper finds it: the first
 * `<meta charset>`, else `<meta name="charset" content>`, else the charset of a
 * `<meta http-equiv="content-type" content>`.
 */
export function declaredCharset(head: PageHead): string | undefined {
  if (stryMutAct_9fa48("84")) {
    {}
  } else {
    stryCov_9fa48("84");
    const metas = stryMutAct_9fa48("85") ? head.elements.map(meta => meta.attributes) : (stryCov_9fa48("85"), head.elements.filter(stryMutAct_9fa48("86") ? () => undefined : (stryCov_9fa48("86"), element => stryMutAct_9fa48("89") ? element.name !== 'meta' : stryMutAct_9fa48("88") ? false : stryMutAct_9fa48("87") ? true : (stryCov_9fa48("87", "88", "89"), element.name === (stryMutAct_9fa48("90") ? "" : (stryCov_9fa48("90"), 'meta'))))).map(stryMutAct_9fa48("91") ? () => undefined : (stryCov_9fa48("91"), meta => meta.attributes)));
    const named = stryMutAct_9fa48("92") ? () => undefined : (stryCov_9fa48("92"), (() => {
      const named = (name: string, value: string) => stryMutAct_9fa48("93") ? metas.find(meta => meta.get(name)?.toLowerCase() === value && meta.get('content')).get('content') : (stryCov_9fa48("93"), metas.find(stryMutAct_9fa48("94") ? () => undefined : (stryCov_9fa48("94"), meta => stryMutAct_9fa48("97") ? meta.get(name)?.toLowerCase() === value || meta.get('content') : stryMutAct_9fa48("96") ? false : stryMutAct_9fa48("95") ? true : (stryCov_9fa48("95", "96", "97"), (stryMutAct_9fa48("99") ? meta.get(name)?.toLowerCase() !== value : stryMutAct_9fa48("98") ? true : (stryCov_9fa48("98", "99"), (stryMutAct_9fa48("101") ? meta.get(name).toLowerCase() : stryMutAct_9fa48("100") ? meta.get(name)?.toUpperCase() : (stryCov_9fa48("100", "101"), meta.get(name)?.toLowerCase())) === value)) && meta.get(stryMutAct_9fa48("102") ? "" : (stryCov_9fa48("102"), 'content')))))?.get(stryMutAct_9fa48("103") ? "" : (stryCov_9fa48("103"), 'content')));
      return named;
    })());
    return stryMutAct_9fa48("106") ? (metas.find(meta => meta.get('charset'))?.get('charset') || named('name', 'charset') || CONTENT_TYPE_CHARSET.exec(named('http-equiv', 'content-type') ?? '')?.[1]) && undefined : stryMutAct_9fa48("105") ? false : stryMutAct_9fa48("104") ? true : (stryCov_9fa48("104", "105", "106"), (stryMutAct_9fa48("108") ? (metas.find(meta => meta.get('charset'))?.get('charset') || named('name', 'charset')) && CONTENT_TYPE_CHARSET.exec(named('http-equiv', 'content-type') ?? '')?.[1] : stryMutAct_9fa48("107") ? false : (stryCov_9fa48("107", "108"), (stryMutAct_9fa48("110") ? metas.find(meta => meta.get('charset'))?.get('charset') && named('name', 'charset') : stryMutAct_9fa48("109") ? false : (stryCov_9fa48("109", "110"), (stryMutAct_9fa48("111") ? metas.find(meta => meta.get('charset')).get('charset') : (stryCov_9fa48("111"), metas.find(stryMutAct_9fa48("112") ? () => undefined : (stryCov_9fa48("112"), meta => meta.get(stryMutAct_9fa48("113") ? "" : (stryCov_9fa48("113"), 'charset'))))?.get(stryMutAct_9fa48("114") ? "" : (stryCov_9fa48("114"), 'charset')))) || named(stryMutAct_9fa48("115") ? "" : (stryCov_9fa48("115"), 'name'), stryMutAct_9fa48("116") ? "" : (stryCov_9fa48("116"), 'charset')))) || (stryMutAct_9fa48("117") ? CONTENT_TYPE_CHARSET.exec(named('http-equiv', 'content-type') ?? '')[1] : (stryCov_9fa48("117"), CONTENT_TYPE_CHARSET.exec(stryMutAct_9fa48("118") ? named('http-equiv', 'content-type') && '' : (stryCov_9fa48("118"), named(stryMutAct_9fa48("119") ? "" : (stryCov_9fa48("119"), 'http-equiv'), stryMutAct_9fa48("120") ? "" : (stryCov_9fa48("120"), 'content-type')) ?? (stryMutAct_9fa48("121") ? "Stryker was here!" : (stryCov_9fa48("121"), ''))))?.[1])))) || undefined);
  }
}

/**
 * A decoder for the charset the head declares; none when it declares none or one no decoder
 * knows. A page that declares UTF-16 in its own (ASCII-readable) text is not UTF-16: UTF-8, as
 * browsers take it.
 */
function declaredDecoder(head: PageHead): TextDecoder | undefined {
  if (stryMutAct_9fa48("122")) {
    {}
  } else {
    stryCov_9fa48("122");
    const label = declaredCharset(head);
    if (stryMutAct_9fa48("125") ? label !== undefined : stryMutAct_9fa48("124") ? false : stryMutAct_9fa48("123") ? true : (stryCov_9fa48("123", "124", "125"), label === undefined)) return undefined;
    try {
      if (stryMutAct_9fa48("126")) {
        {}
      } else {
        stryCov_9fa48("126");
        const decoder = new TextDecoder(label);
        return (stryMutAct_9fa48("127") ? decoder.encoding.endsWith('utf-16') : (stryCov_9fa48("127"), decoder.encoding.startsWith(stryMutAct_9fa48("128") ? "" : (stryCov_9fa48("128"), 'utf-16')))) ? new TextDecoder(stryMutAct_9fa48("129") ? "" : (stryCov_9fa48("129"), 'utf-8')) : decoder;
      }
    } catch {
      if (stryMutAct_9fa48("130")) {
        {}
      } else {
        stryCov_9fa48("130");
        return undefined;
      }
    }
  }
}

/** Feeds the bytes to a fresh reader through the decoder until the head ends. */
function headOf(bytes: Iterable<Uint8Array>, decoder: TextDecoder): PageHead {
  if (stryMutAct_9fa48("131")) {
    {}
  } else {
    stryCov_9fa48("131");
    const reader = new PageHeadReader();
    for (const chunk of bytes) if (stryMutAct_9fa48("133") ? false : stryMutAct_9fa48("132") ? true : (stryCov_9fa48("132", "133"), reader.write(decoder.decode(chunk, stryMutAct_9fa48("134") ? {} : (stryCov_9fa48("134"), {
      stream: stryMutAct_9fa48("135") ? false : (stryCov_9fa48("135"), true)
    }))))) return reader.head();
    if (stryMutAct_9fa48("136")) {
      ;
    } else {
      stryCov_9fa48("136");
      reader.write(decoder.decode());
    }
    return reader.head();
  }
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
export async function readPageHead(chunks: AsyncIterable<Uint8Array>, charset: string | undefined, maxBytes = PAGE_HEAD_MAX_BYTES): Promise<PageHead> {
  if (stryMutAct_9fa48("137")) {
    {}
  } else {
    stryCov_9fa48("137");
    const reader = new PageHeadReader();
    const decoder = pageDecoder(charset);
    const kept: Uint8Array[] = stryMutAct_9fa48("138") ? ["Stryker was here"] : (stryCov_9fa48("138"), []);
    let read = 0;
    let ended = stryMutAct_9fa48("139") ? true : (stryCov_9fa48("139"), false);
    for await (const chunk of chunks) {
      if (stryMutAct_9fa48("140")) {
        {}
      } else {
        stryCov_9fa48("140");
        const room = stryMutAct_9fa48("141") ? maxBytes + read : (stryCov_9fa48("141"), maxBytes - read);
        const wanted = (stryMutAct_9fa48("145") ? chunk.byteLength <= room : stryMutAct_9fa48("144") ? chunk.byteLength >= room : stryMutAct_9fa48("143") ? false : stryMutAct_9fa48("142") ? true : (stryCov_9fa48("142", "143", "144", "145"), chunk.byteLength > room)) ? chunk.subarray(0, room) : chunk;
        stryMutAct_9fa48("146") ? read -= wanted.byteLength : (stryCov_9fa48("146"), read += wanted.byteLength);
        if (stryMutAct_9fa48("147")) {
          ;
        } else {
          stryCov_9fa48("147");
          kept.push(wanted);
        }
        if (stryMutAct_9fa48("149") ? false : stryMutAct_9fa48("148") ? true : (stryCov_9fa48("148", "149"), ended = reader.write(decoder.decode(wanted, stryMutAct_9fa48("150") ? {} : (stryCov_9fa48("150"), {
          stream: stryMutAct_9fa48("151") ? false : (stryCov_9fa48("151"), true)
        }))))) break;
        if (stryMutAct_9fa48("154") ? wanted === chunk : stryMutAct_9fa48("153") ? false : stryMutAct_9fa48("152") ? true : (stryCov_9fa48("152", "153", "154"), wanted !== chunk)) throw headTooLong(maxBytes);
      }
    }
    if (stryMutAct_9fa48("157") ? false : stryMutAct_9fa48("156") ? true : stryMutAct_9fa48("155") ? ended : (stryCov_9fa48("155", "156", "157"), !ended)) if (stryMutAct_9fa48("158")) {
      ;
    } else {
      stryCov_9fa48("158");
      reader.write(decoder.decode());
    }
    const head = reader.head();
    const declared = declaredDecoder(head);
    return (stryMutAct_9fa48("161") ? !declared && declared.encoding === decoder.encoding : stryMutAct_9fa48("160") ? false : stryMutAct_9fa48("159") ? true : (stryCov_9fa48("159", "160", "161"), (stryMutAct_9fa48("162") ? declared : (stryCov_9fa48("162"), !declared)) || (stryMutAct_9fa48("164") ? declared.encoding !== decoder.encoding : stryMutAct_9fa48("163") ? false : (stryCov_9fa48("163", "164"), declared.encoding === decoder.encoding)))) ? head : headOf(kept, declared);
  }
}
function headTooLong(maxBytes: number): SafeFetchError {
  if (stryMutAct_9fa48("165")) {
    {}
  } else {
    stryCov_9fa48("165");
    return new SafeFetchError(stryMutAct_9fa48("166") ? "" : (stryCov_9fa48("166"), 'too_large'), stryMutAct_9fa48("167") ? `` : (stryCov_9fa48("167"), `The page is too large to preview: its head runs past the first ${stryMutAct_9fa48("168") ? maxBytes * 1024 : (stryCov_9fa48("168"), maxBytes / 1024)} KB.`));
  }
}