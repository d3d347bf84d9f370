import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { tableSchemas } from '#infra/table-schemas.ts';

// The dry run's account of the `upgrade` settings (docs/operator-guide.md#updating): each one
// set, and what it does to this deploy. A leftover setting is the quiet way to lose an index,
// so each is printed, never only the ones that look unusual.

type UpgradeSettings = NonNullable<DeploySettings['upgrade']>;

/** One line per setting; a key added to the schema without a line here fails the type check. */
const describers: {
  [K in keyof Required<UpgradeSettings>]: (value: NonNullable<UpgradeSettings[K]>) => string;
} = {
  listingsIndexes: (count) => {
    const names = tableSchemas.listings.globalIndexes.map((index) => index.name);
    const left = names.slice(count);
    return left.length
      ? `upgrade.listingsIndexes: ${count}: builds only ${names.slice(0, count).join(', ') || 'none'} of the listings table's indexes, and leaves out ${left.join(', ')} (deleted if the stack has them, which the guard refuses unless upgrade.dropIndexes names them). Remove it once the staged upgrade is done.`
      : `upgrade.listingsIndexes: ${count}: builds every index of the listings table (${names.join(', ')}): it does nothing; remove it.`;
  },
  dropIndexes: (names) =>
    `upgrade.dropIndexes: ${names.join(', ')}: this deploy may delete ${names.length === 1 ? 'that index' : 'those indexes'}; every read on it then fails (IndexMissing alarm). For this deploy only: remove it afterwards.`,
};

export function describeUpgrade(settings: DeploySettings): string[] {
  const set = Object.entries(settings.upgrade ?? {}).filter(([, value]) => value !== undefined);
  if (!set.length) return ['  Upgrade settings: none (every index built; no index may be deleted)'];
  return [
    '  Upgrade settings:',
    ...set.map(
      ([key, value]) =>
        `    ${(describers[key as keyof UpgradeSettings] as (value: unknown) => string)(value)}`,
    ),
  ];
}
