import { readyKeyAttribute, listingSortKeyPrefix } from '../../lambdas/lib/adapters/listing-keys';
import { pendingDeletionsIndex } from '../../lambdas/lib/adapters/pending-deletions-index';
import { waitingAnalysesIndex, waitingMark } from '../../lambdas/lib/adapters/waiting-analyses-index';
import { lifeStateBackfill } from './life-state-backfill';
import type { Migration } from './migration';

// The listings table's migrations, in order (docs/architecture/backend.md#data-migrations).

const listingKey = ['userId', 'id'] as const;

/**
 * Ready items from before the `readyByUser` index carry no `ready_key`, so the Review tab
 * never lists them: each gets `ready_key = id`, as the analyser sets it today. A deleted
 * listing waiting for its purge is left alone (every list hides it anyway).
 */
const readyKeyBackfill: Migration = {
  id: '0001-ready-key',
  description: `ready listings from before the readyByUser index get ${readyKeyAttribute}`,
  table: 'listings',
  key: listingKey,
  filter: {
    expression:
      'begins_with(#id, :listing) AND #stage = :ready AND attribute_not_exists(#readyKey) AND attribute_not_exists(#pending)',
    names: {
      '#id': 'id',
      '#stage': 'stage',
      '#readyKey': readyKeyAttribute,
      '#pending': pendingDeletionsIndex.partitionKey,
    },
    values: { ':listing': listingSortKeyPrefix, ':ready': 'ready' },
  },
  change: (item) =>
    typeof item.id === 'string'
      ? {
          update: 'SET #readyKey = :id',
          condition: '#stage = :ready AND attribute_not_exists(#readyKey) AND attribute_not_exists(#pending)',
          names: {
            '#stage': 'stage',
            '#readyKey': readyKeyAttribute,
            '#pending': pendingDeletionsIndex.partitionKey,
          },
          values: { ':id': item.id, ':ready': 'ready' },
        }
      : undefined,
};

/**
 * Items whose analysis was queued or running before the `waiting-analyses` index carry no
 * waiting mark, so the stuck-analysis sweeper never finds them: each one still analysing
 * without a recorded failure joins the index as of when its analysis last started (else
 * when it last changed), so a long-dead one is swept at the sweeper's next run.
 */
const analysisWaitingBackfill: Migration = {
  id: '0002-analysis-waiting',
  description: `analysing items from before the waiting-analyses index get ${waitingAnalysesIndex.partitionKey}`,
  table: 'listings',
  key: listingKey,
  filter: {
    expression:
      'begins_with(#id, :listing) AND #stage = :analyzing AND attribute_not_exists(#waiting) AND (attribute_not_exists(#error) OR #error = :null)',
    names: {
      '#id': 'id',
      '#stage': 'stage',
      '#waiting': waitingAnalysesIndex.partitionKey,
      '#error': 'analysis_error',
    },
    values: { ':listing': listingSortKeyPrefix, ':analyzing': 'analyzing', ':null': null },
  },
  change: (item) => {
    const since = [item.analysis_started_at, item.updated_at, item.created_at].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (since === undefined) return undefined;
    return {
      update: 'SET #waiting = :waiting, #since = :since',
      condition:
        '#stage = :analyzing AND attribute_not_exists(#waiting) AND (attribute_not_exists(#error) OR #error = :null)',
      names: {
        '#stage': 'stage',
        '#waiting': waitingAnalysesIndex.partitionKey,
        '#since': waitingAnalysesIndex.sortKey,
        '#error': 'analysis_error',
      },
      values: { ':waiting': waitingMark, ':since': since, ':analyzing': 'analyzing', ':null': null },
    };
  },
};

export const listingMigrations: readonly Migration[] = [
  readyKeyBackfill,
  analysisWaitingBackfill,
  lifeStateBackfill,
];
