-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "sampleKey" TEXT;

-- CreateTable
CREATE TABLE "SampleReceipt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "sampleKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SampleReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SampleReceipt_userId_sampleKey_key" ON "SampleReceipt"("userId", "sampleKey");

-- AddForeignKey
ALTER TABLE "SampleReceipt" ADD CONSTRAINT "SampleReceipt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

