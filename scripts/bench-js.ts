// `npm run bench:js`: the JavaScript each kind of page loads (scripts/page-weight.ts), measured on
// the production build that is there (`npm run build` first: this builds nothing). Pages over the
// budget, 250 KB gzipped before their panels open, are marked. `--json` prints the figures as JSON.
import { formatWeights, measurePageWeights, type PageWeight } from "./page-weight";
import { JS_BUDGET_GZIP } from "./js-budget";
import { withThrowawayStudio } from "./throwaway-studio";

const json = process.argv.includes("--json");
let weights: PageWeight[] = [];
const status = await withThrowawayStudio(
  async (baseUrl) => {
    weights = await measurePageWeights(baseUrl);
    return 0;
  },
  { build: false },
);
if (status !== 0) process.exit(status);
process.stdout.write(json ? JSON.stringify(weights, null, 2) + "\n" : formatWeights(weights, JS_BUDGET_GZIP) + "\n");
