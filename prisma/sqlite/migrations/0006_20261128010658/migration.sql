-- CreateTable
CREATE TABLE "SimulationJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "documentId" TEXT,
    "kind" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "request" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "progressText" TEXT NOT NULL DEFAULT '',
    "heartbeatAt" DATETIME,
    "result" TEXT,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "SimulationJob_ownerId_createdAt_idx" ON "SimulationJob"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "SimulationJob_documentId_createdAt_idx" ON "SimulationJob"("documentId", "createdAt");

-- CreateIndex
CREATE INDEX "SimulationJob_status_heartbeatAt_idx" ON "SimulationJob"("status", "heartbeatAt");

