import OpenAI from 'openai';
import { AiFailure } from '../../ports/ai-failure';
import { config } from '../config';
import type { ListingAnalyser } from '../../ports/listing-analyser';
import { loadOfflineAnalyser } from '../../adapters/offline-analyser/load-offline-analyser';
import { OpenAiAnalyser } from '../../adapters/openai/openai-analyser';
import { forgetOpenAiApiKey, openAiApiKeySource } from './openai-api-key';
import { makeAiBudget } from './make-ai-rate-limiter';

// Configuration picks the analyser (docs/design.md#two-homes: no `if (local)` in the code):
// OpenAI when a key is configured (OPENAI_API_KEY or OPENAI_SECRET_ID), otherwise the
// offline analyser. Its module is loaded through a computed import that esbuild cannot follow
// (offline-analyser/load-offline-analyser.ts), so tfjs and sharp never enter a Lambda bundle;
// in a Lambda, where node_modules is absent, a missing secret fails that load, and the run
// records a clear "not set up" error.

type LoadAnalyser = () => Promise<ListingAnalyser>;

const loadKeyless: LoadAnalyser = () =>
  loadOfflineAnalyser().catch((error: unknown) => {
    throw new AiFailure(
      'misconfigured',
      `no OpenAI key, and the offline analyser did not load: ${String(error)}`,
    );
  });

export function makeListingAnalyser(): ListingAnalyser {
  const apiKey = openAiApiKeySource();
  if (apiKey) {
    const settings = config.openAi();
    const client = new OpenAI({
      apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      // The analyser makes the retries itself, so each attempt is held and charged on its own.
      maxRetries: 0,
    });
    return new OpenAiAnalyser(client, settings, {
      budget: makeAiBudget(),
      onKeyRefused: forgetOpenAiApiKey,
    });
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
    analyse: async (photos, options) => (await analyser()).analyse(photos, options),
    refine: async (photos, request, options) => (await analyser()).refine(photos, request, options),
  };
}
