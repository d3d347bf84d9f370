import type { ResetMemory } from '#domain/reset-link.ts';

// What this browser remembers of an address's password resets (domain/reset-link.ts): the
// codes a new password was set with here (dead codes, kept so their link says so when opened
// again) and when a reset email was last asked for here. In localStorage, a few codes at most.

const prefix = 'snap-list-shift.reset.';
const keptCodes = 5;
const keyFor = (email: string) => `${prefix}${email.trim().toLowerCase()}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused: links are judged when the code is sent, as before
  }
}

export function readResetMemory(email: string): ResetMemory {
  try {
    const value = JSON.parse(storage()?.getItem(keyFor(email)) ?? '{}') as Partial<ResetMemory>;
    return {
      usedCodes: Array.isArray(value.usedCodes)
        ? value.usedCodes.filter((code) => typeof code === 'string')
        : [],
      ...(typeof value.requestedAt === 'number' ? { requestedAt: value.requestedAt } : {}),
    };
  } catch {
    return { usedCodes: [] };
  }
}

function write(email: string, memory: ResetMemory) {
  try {
    storage()?.setItem(keyFor(email), JSON.stringify(memory));
  } catch {
    // Full or refused: nothing lost but an earlier warning.
  }
}

/** A reset email was asked for now: links of earlier ones are replaced. */
export function rememberResetRequested(email: string): void {
  write(email, { ...readResetMemory(email), requestedAt: nowSeconds() });
}

/** A new password was set with `code`: its link cannot work again. */
export function rememberResetCodeUsed(email: string, code: string): void {
  const memory = readResetMemory(email);
  write(email, {
    ...memory,
    usedCodes: [code, ...memory.usedCodes.filter((used) => used !== code)].slice(0, keptCodes),
  });
}

export const currentSeconds = nowSeconds;
