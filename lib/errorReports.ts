import { z } from 'zod';

/** Error reports are small: larger bodies are refused. */
export const REPORT_BODY_LIMIT = 16 * 1024;

const id = z.union([z.number().int(), z.string().max(40)]).nullish();
const text = (max: number) => z.string().max(max).nullish();

/** An error report (docs/error-reports.md): what the console knows about a failed call. */
export const reportSchema = z.object({
  details: z
    .union([z.string().max(REPORT_BODY_LIMIT), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .nullish(),
  status: z.union([z.number().int().min(-1).max(999), z.string().max(20)]).nullish(),
  timestamp: z.union([z.string().max(40), z.number().finite()]).nullish(),
  url: text(4000),
  companyId: id,
  employeeId: id,
  endpoint: text(4000),
  protocol: text(20),
});
