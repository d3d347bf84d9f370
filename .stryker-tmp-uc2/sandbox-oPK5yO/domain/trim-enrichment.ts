// @ts-nocheck
import type { AiEnrichment, OutputMessage, OutputText, UrlCitation } from './listing';

// What is kept of a web-research response (docs/design.md#data and docs/design.md#ai): only the parts the
// Review card reads, output -> message -> output_text with url_citation annotations. The
// provider's reasoning items, web_search_call items (with or without an action), refusals,
// ids, statuses and usage are dropped, so a stored item stays small and holds no payload
// the UI does not need.

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function citation(annotation: JsonObject): UrlCitation[] {
  const { type, url, start_index, end_index, title } = annotation;
  if (type !== 'url_citation' || typeof url !== 'string') return [];
  if (!isIndex(start_index) || !isIndex(end_index)) return [];
  return [
    {
      type: 'url_citation',
      url,
      start_index,
      end_index,
      ...(typeof title === 'string' && title.trim() ? { title } : {}),
    },
  ];
}

function outputText(content: JsonObject): OutputText[] {
  if (content.type !== 'output_text' || typeof content.text !== 'string') return [];
  return [
    { type: 'output_text', text: content.text, annotations: objects(content.annotations).flatMap(citation) },
  ];
}

/** The enrichment of a Responses API `output` list: its messages' texts and url citations. */
export function trimEnrichment(output: unknown): AiEnrichment {
  const messages: OutputMessage[] = objects(output)
    .filter((item) => item.type === 'message')
    .map((message) => ({ type: 'message' as const, content: objects(message.content).flatMap(outputText) }))
    .filter((message) => message.content.length > 0);
  return { output: messages };
}
