import type {
  ProfileChange,
  ProfilesRepository,
  StoredProfile,
} from '#lambdas/lib/ports/profiles-repository.ts';

/**
 * The profiles table in memory, with the contract of DynamoProfilesRepository: one profile
 * per user id, an update sets only the given attributes (creating the profile if needed)
 * and returns the whole profile, and removing is idempotent.
 */
export class InMemoryProfilesRepository implements ProfilesRepository {
  private readonly profiles = new Map<string, StoredProfile>();

  async get(userId: string): Promise<StoredProfile | undefined> {
    const profile = this.profiles.get(userId);
    return profile && { ...profile };
  }

  async update(userId: string, change: ProfileChange, now: string): Promise<StoredProfile> {
    const profile: StoredProfile = { ...this.profiles.get(userId), id: userId, updated_at: now };
    if (change.country !== undefined) profile.country = change.country;
    if (change.allow_collection !== undefined) profile.allow_collection = change.allow_collection;
    if (change.postcode === null) delete profile.postcode;
    else if (change.postcode !== undefined) profile.postcode = change.postcode;
    this.profiles.set(userId, profile);
    return { ...profile };
  }

  async remove(userId: string): Promise<void> {
    this.profiles.delete(userId);
  }

  // For tests.

  seed(...profiles: StoredProfile[]): void {
    for (const profile of profiles) this.profiles.set(profile.id, { ...profile });
  }
}
