/** Lost Worlds rule options as a caller may set them (docs/rules/lostworlds.md says what each does). */
import { z } from "zod";

export const lostWorldsOptionsSchema = z
  .object({
    conflict: z.enum(["most-restrictive", "strict"]),
    height: z.boolean(),
    levels: z.array(z.number().int().min(-20).max(20)).max(8),
    escape: z.boolean(),
    startPage: z.number().int().min(1).max(64),
    maxExchanges: z.number().int().min(1).max(10_000),
    maneuverStats: z.boolean(),
    attackPriority: z.enum(["most-damage", "knockout-first", "seat-order"]),
  })
  .partial();
