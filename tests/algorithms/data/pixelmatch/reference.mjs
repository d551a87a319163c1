// Reference mismatch counts from npm pixelmatch 7.x for every <name>-a.png / <name>-b.png
// pair here, at the option sets tests/test_diff.py checks. Writes counts.json.
import fs from "node:fs";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";

const here = new URL(".", import.meta.url).pathname;
const options = [
  { threshold: 0.1, includeAA: false },
  { threshold: 0.05, includeAA: false },
  { threshold: 0.1, includeAA: true },
  { threshold: 0.3, includeAA: false },
];
const counts = {};
for (const file of fs.readdirSync(here).filter((f) => f.endsWith("-a.png")).sort()) {
  const name = file.slice(0, -6);
  const a = PNG.sync.read(fs.readFileSync(here + file));
  const b = PNG.sync.read(fs.readFileSync(here + name + "-b.png"));
  counts[name] = options.map((o) => ({
    ...o,
    count: pixelmatch(a.data, b.data, null, a.width, a.height, o),
  }));
}
fs.writeFileSync(here + "counts.json", JSON.stringify({ pixelmatch: "7.2.0", counts }, null, 2) + "\n");
console.log(JSON.stringify(counts));
