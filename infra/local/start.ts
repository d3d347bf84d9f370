import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_CONTROL_PATH } from './ebay-stand-in/twin-order-control';
import { startLocalTwin } from './twin';
import { stopOnSignals } from './stop-on-signals';
import { twinSettingsFromEnv } from './twin-settings';

// `npm start`: the whole product on this machine, with no AWS account and no API key.

const settings = twinSettingsFromEnv(process.cwd());
const twin = await startLocalTwin(settings);
const { dataDir } = settings;

// `npm run invoke` runs a handler against this twin with the same configuration.
writeFileSync(path.join(dataDir, 'local-twin.json'), JSON.stringify({ env: twin.env }, null, 2));

console.log(`
Snap it. List it. Shift it. — running locally

  Open      ${twin.siteUrl}
  Outbox    ${twin.siteUrl}/_local/outbox   (sign-up and reset codes)${
    twin.ebayStandIn
      ? `\n  eBay      ${twin.ebayStandIn.baseUrl}${ORDER_CONTROL_PATH}   (make an order for a live eBay listing)`
      : ''
  }
  Data      ${dataDir}

Press Ctrl-C to stop.`);

stopOnSignals(() => twin.stop());
