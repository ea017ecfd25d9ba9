// How the studio's own browser runs are launched: the system Chromium where there is one (these
// machines have no downloaded browsers), with the flags that stop it trying hosts it cannot reach.
import fs from "node:fs";

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
