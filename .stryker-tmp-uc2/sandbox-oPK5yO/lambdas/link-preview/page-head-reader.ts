// @ts-nocheck
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

// The part of a page a preview needs, read tag by tag with htmlparser2's Tokenizer. Not its
// Parser, nor a DOM: the Parser keeps a stack of open elements that it shifts and searches
// per tag, so 100k nested or unmatched tags cost it seconds (quadratic), and a DOM is worse
// (docs/design.md#known-facts-about-the-parts). The Tokenizer only scans, in time linear in the text, and nothing
// here keeps more than the few elements a preview reads, each of bounded size.

/** A `<meta>` or `<link>` of the head: attribute names lower-cased, values entity-decoded. */
export interface HeadElement {
  name: 'meta' | 'link';
  attributes: ReadonlyMap<string, string>;
}

export interface PageHead {
  /** The head's `<meta>` and `<link>` elements in document order, at most HEAD_ELEMENTS_MAX. */
  elements: HeadElement[];
  /** The text of the first `<title>`, as written (entities decoded), at most TEXT_MAX_CHARS. */
  title?: string;
}

/** More than any real head holds; the rest of a page stuffed with metas is ignored. */
export const HEAD_ELEMENTS_MAX = 500;
/** An attribute value longer than this (a page URL is at most 2048) is dropped, not cut. */
export const ATTRIBUTE_MAX_CHARS = 8192;
/** Of a title's text; the preview keeps 200 characters of it. */
export const TEXT_MAX_CHARS = 8192;
const ATTRIBUTES_MAX = 32;

/** Text written in chunks, sliced by the Tokenizer's absolute indices (a token may span chunks). */
class ChunkedText {
  private chunks: string[] = [];
  /** Absolute index of chunks[0]'s first character. */
  private offset = 0;

  push(chunk: string) {
    this.chunks.push(chunk);
  }

  slice(start: number, end: number): string {
    // Chunks wholly before `start` are never asked for again: tokens arrive in order.
    while (this.chunks.length > 1 && start - this.offset >= this.chunks[0]!.length) {
      this.offset += this.chunks.shift()!.length;
    }
    let text = '';
    let base = this.offset;
    for (const chunk of this.chunks) {
      if (base >= end) break;
      text += chunk.slice(Math.max(0, start - base), end - base);
      base += chunk.length;
    }
    return text;
  }
}

/**
 * Reads a page's text chunk by chunk until its head ends (`</head>` or `<body>`), keeping the
 * head's metas, links and title. Malformed markup never throws: the Tokenizer reads any text.
 */
export class PageHeadReader {
  private readonly text = new ChunkedText();
  private readonly tokenizer: Tokenizer;
  private readonly elements: HeadElement[] = [];
  private title: string | undefined;
  private ended = false;

  // The tag being read: its name, and its attributes when it is one we keep.
  private tagName = '';
  private attributes: Map<string, string> | undefined;
  private attributeName = '';
  private attributeValue = '';
  private attributeTooLong = false;
  /** The first <title>'s text while it is being read. */
  private titleText: string | undefined;

  constructor() {
    this.tokenizer = new Tokenizer({ decodeEntities: true }, this.callbacks());
  }

  /** Reads the next chunk; true once the head has ended (the rest of the chunk is not read). */
  write(chunk: string): boolean {
    if (this.ended || chunk === '') return this.ended;
    this.text.push(chunk);
    this.tokenizer.write(chunk);
    return this.ended;
  }

  /** What was read: the whole head, or as much of it as was written. */
  head(): PageHead {
    const title = this.title ?? this.titleText;
    return title === undefined ? { elements: this.elements } : { elements: this.elements, title };
  }

  private endHead() {
    this.ended = true;
    // Stops the Tokenizer within the current chunk: nothing after the head is scanned.
    this.tokenizer.pause();
  }

  /** Measured before `piece()` copies anything, so a huge value is never held. */
  private appendAttribute(length: number, piece: () => string) {
    if (!this.attributes || this.attributeTooLong) return;
    if (this.attributeValue.length + length > ATTRIBUTE_MAX_CHARS) {
      this.attributeTooLong = true;
      this.attributeValue = '';
    } else {
      this.attributeValue += piece();
    }
  }

  private get readingTitle(): boolean {
    return this.titleText !== undefined && this.title === undefined;
  }

  private appendTitle(piece: string) {
    if (this.titleText === undefined) return;
    this.titleText += piece.slice(0, TEXT_MAX_CHARS - this.titleText.length);
  }

  private openTagEnded() {
    const name = this.tagName;
    if ((name === 'meta' || name === 'link') && this.attributes && this.elements.length < HEAD_ELEMENTS_MAX) {
      this.elements.push({ name, attributes: this.attributes });
    }
    if (name === 'title' && this.title === undefined && this.titleText === undefined) this.titleText = '';
    this.tagName = '';
    this.attributes = undefined;
  }

  private callbacks(): TokenizerCallbacks {
    const slice = (start: number, end: number) => this.text.slice(start, end);
    const ignore = () => {};
    return {
      onopentagname: (start, end) => {
        this.tagName = slice(start, end).toLowerCase();
        if (this.tagName === 'body') return this.endHead();
        const kept = this.tagName === 'meta' || this.tagName === 'link';
        this.attributes = kept ? new Map() : undefined;
      },
      onattribname: (start, end) => {
        if (!this.attributes) return;
        this.attributeName = slice(start, end).toLowerCase();
        this.attributeValue = '';
        this.attributeTooLong = false;
      },
      onattribdata: (start, end) => this.appendAttribute(end - start, () => slice(start, end)),
      onattribentity: (codepoint) => {
        const character = String.fromCodePoint(codepoint);
        this.appendAttribute(character.length, () => character);
      },
      onattribend: () => {
        const attributes = this.attributes;
        if (!attributes || this.attributeTooLong || attributes.size >= ATTRIBUTES_MAX) return;
        // The first of a repeated attribute counts, as in a browser.
        if (!attributes.has(this.attributeName)) attributes.set(this.attributeName, this.attributeValue);
      },
      onopentagend: () => this.openTagEnded(),
      onselfclosingtag: () => this.openTagEnded(),
      onclosetag: (start, end) => {
        const name = slice(start, end).toLowerCase();
        if (name === 'title' && this.readingTitle) this.title = this.titleText;
        if (name === 'head') this.endHead();
      },
      ontext: (start, end) => {
        if (!this.readingTitle) return;
        // Only the part that fits is copied out of a long text.
        this.appendTitle(slice(start, Math.min(end, start + TEXT_MAX_CHARS)));
      },
      ontextentity: (codepoint) => {
        if (this.readingTitle) this.appendTitle(String.fromCodePoint(codepoint));
      },
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    };
  }
}
