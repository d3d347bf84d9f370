import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contractsDir,
  ebayContracts,
  generatedTypes,
  typesDir,
  type ContractFile,
} from '../../../scripts/ebay-types/ebay-contracts.ts';

// The types the eBay client compiles against are the ones eBay's contracts give: a contract
// replaced without `npm run ebay:types`, or a generated file edited by hand, fails here.

const contracts = Object.keys(ebayContracts) as ContractFile[];
const sharedCopy = path.join(contractsDir, '..', '..', '..', 'shared', 'contracts', 'ebay');

describe('the generated eBay types', () => {
  it.each(contracts)('match contracts/ebay/%s', async (contract) => {
    const written = readFileSync(path.join(typesDir, ebayContracts[contract]), 'utf8');
    expect(written === (await generatedTypes(contract))).toBe(true);
  });

  // The owner's copy beside the repository is the source; CI sees only this repository's copy.
  it.runIf(existsSync(sharedCopy)).each(contracts)('contracts/ebay/%s is the shared contract', (contract) => {
    const ours = readFileSync(path.join(contractsDir, contract));
    expect(ours.equals(readFileSync(path.join(sharedCopy, contract)))).toBe(true);
  });
});
