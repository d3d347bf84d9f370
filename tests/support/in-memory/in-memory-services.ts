import { replaceServices, type Services } from '#lambdas/lib/runtime/services.ts';
import type { AnalysisJob } from '#lambdas/lib/ports/analysis-job.ts';
import { InMemoryEbayConnections, InMemoryOAuthStates } from './in-memory-ebay-connections';
import { InMemoryJobQueue } from './in-memory-job-queue';
import { InMemoryListingsRepository } from './in-memory-listings-repository';
import { InMemoryPhotoStore } from './in-memory-photo-store';
import { InMemoryProfilesRepository } from './in-memory-profiles-repository';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemoryUserDirectory } from './in-memory-user-directory';

/** A call through a port, named `<service>.<method>`: `photos.delete`, `listings.get`... */
type PortCall = {
  [S in keyof Services]: `${S}.${Extract<keyof Services[S], string>}`;
}[keyof Services];

export interface InMemoryServices {
  listings: InMemoryListingsRepository;
  photos: InMemoryPhotoStore;
  profiles: InMemoryProfilesRepository;
  users: InMemoryUserDirectory;
  /** The analyses queued (docs/design.md#analysis). */
  analysisQueue: InMemoryJobQueue<AnalysisJob>;
  aiLimiter: InMemoryRateLimiter;
  ebayConnections: InMemoryEbayConnections;
  oauthStates: InMemoryOAuthStates;
  /** Every call the code under test made through a port, in order (not the test's own set-up). */
  calls: { call: PortCall; args: unknown[] }[];
  /** The names of those calls, in order. */
  callNames(): PortCall[];
  /** The next call of `call` fails with `error` (once, and does nothing). */
  failNext(call: PortCall, error: Error): void;
}

/**
 * A fresh set of in-memory ports, installed as the services of every handler (call
 * `resetServices()` after each test). The handlers get recording wrappers: the test keeps
 * the ports themselves to set up and inspect the state.
 */
export function useInMemoryServices(): InMemoryServices {
  const calls: InMemoryServices['calls'] = [];
  const faults: { call: PortCall; error: Error }[] = [];
  const ports = {
    listings: new InMemoryListingsRepository(),
    photos: new InMemoryPhotoStore(),
    profiles: new InMemoryProfilesRepository(),
    users: new InMemoryUserDirectory(),
    analysisQueue: new InMemoryJobQueue<AnalysisJob>(),
    aiLimiter: new InMemoryRateLimiter(),
    ebayConnections: new InMemoryEbayConnections(),
    oauthStates: new InMemoryOAuthStates(),
  };

  function recorded<S extends keyof Services>(service: S, port: Services[S]): Services[S] {
    return new Proxy(port, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        return (...args: unknown[]) => {
          const call = `${service}.${property}` as PortCall;
          calls.push({ call, args });
          const fault = faults.findIndex((f) => f.call === call);
          if (fault >= 0) return Promise.reject(faults.splice(fault, 1)[0]!.error);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  replaceServices({
    listings: recorded('listings', ports.listings),
    photos: recorded('photos', ports.photos),
    profiles: recorded('profiles', ports.profiles),
    users: recorded('users', ports.users),
    analysisQueue: recorded('analysisQueue', ports.analysisQueue),
    aiLimiter: recorded('aiLimiter', ports.aiLimiter),
    ebayConnections: recorded('ebayConnections', ports.ebayConnections),
    oauthStates: recorded('oauthStates', ports.oauthStates),
  });
  return {
    ...ports,
    calls,
    callNames: () => calls.map((c) => c.call),
    failNext: (call, error) => faults.push({ call, error }),
  };
}
