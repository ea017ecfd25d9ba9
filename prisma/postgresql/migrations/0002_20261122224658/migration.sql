-- CreateTable
CREATE TABLE "LiveMatch" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "seats" TEXT NOT NULL,
    "log" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT NOT NULL,
    "playtestId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveMatch_createdById_idx" ON "LiveMatch"("createdById");

