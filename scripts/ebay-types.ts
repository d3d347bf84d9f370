import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ebayContracts, generatedTypes, typesDir, type ContractFile } from './ebay-types/ebay-contracts';

// `npm run ebay:types`: writes the TypeScript types of eBay's contracts again
// (scripts/ebay-types/ebay-contracts.ts). Run it after replacing a file of contracts/ebay/.

for (const contract of Object.keys(ebayContracts) as ContractFile[]) {
  const file = path.join(typesDir, ebayContracts[contract]);
  writeFileSync(file, await generatedTypes(contract));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
