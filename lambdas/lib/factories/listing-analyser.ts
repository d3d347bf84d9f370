import OpenAI from 'openai';
import { AiFailure } from '../ai-failure';
import { config } from '../config';
import type { ListingAnalyser } from '../listing-analyser';
import { OpenAiAnalyser } from '../openai/openai-analyser';
import { openAiApiKeySource } from '../openai/openai-api-key';

// Configuration picks the analyser (DESIGN.md section 1: no `if (local)` in the code):
// OpenAI when a key is configured (OPENAI_API_KEY or OPENAI_SECRET_ID), otherwise the
// keyless (offline) analyser. The offline module is loaded through a computed import that
// esbuild cannot follow (the offline branch's load-offline-analyser.ts), so tfjs and sharp
// never enter a Lambda bundle; a cloud function without its secret records a clear
// "not set up" error instead.

type LoadAnalyser = () => Promise<ListingAnalyser>;

const notConfigured: LoadAnalyser = () =>
  Promise.reject(new AiFailure('misconfigured', 'no OpenAI key and no keyless analyser'));

let loadKeyless: LoadAnalyser = notConfigured;

/** Where the keyless analyser comes from: `loadOfflineAnalyser` once the offline branch lands. */
export function useKeylessAnalyser(load: LoadAnalyser): void {
  loadKeyless = load;
}

export function makeListingAnalyser(): ListingAnalyser {
  const apiKey = openAiApiKeySource();
  if (apiKey) {
    const settings = config.openAi();
    const client = new OpenAI({
      apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: settings.maxRetries,
    });
    return new OpenAiAnalyser(client, settings);
  }
  return deferred(loadKeyless);
}

/** An analyser whose module loads on its first call (a failed load is tried again). */
function deferred(load: LoadAnalyser): ListingAnalyser {
  let loaded: Promise<ListingAnalyser> | undefined;
  const analyser = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    analyse: async (photo, options) => (await analyser()).analyse(photo, options),
    refine: async (photo, request, options) => (await analyser()).refine(photo, request, options),
  };
}
