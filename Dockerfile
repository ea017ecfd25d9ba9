# The studio image: one image for the studio (scripts/serve.ts), the simulation worker
# (scripts/worker.ts) and the one-shot migration (scripts/db.ts migrate). compose.yaml runs all three.
FROM node:20-bookworm-slim

# better-sqlite3 compiles from source on install (a one-machine SQLite install uses it).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The sources before `npm ci`: its postinstall step generates the Prisma clients from them.
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

ENV PORT=3000 HEXFOLIO_DATA_DIR=/data
EXPOSE 3000
# The studio; the worker and the migration override the command.
CMD ["node_modules/.bin/tsx", "scripts/serve.ts"]
