import { z } from 'zod';

// Request payloads of the audits domain. Column filters are extra keys (column name → value), so the objects
// below accept any further key whose value is a string or a number.

const columnFilter = z.union([z.string(), z.number()]).optional();
const sortDirection = z.enum(['asc', 'desc']);

/** Query of `GET /audits`: paging, one sort column, free-text filter and column filters. */
export const getAuditsQuerySchema = z
  .object({
    offset: z.coerce.number().int().min(0).optional(),
    count: z.coerce.number().int().min(1).optional(),
    sortBy: z.string().min(1).optional(),
    sortDirection: sortDirection.optional(),
    filter: z.string().optional(),
    paginationMode: z.literal('virtual').optional(),
  })
  .catchall(columnFilter);

/** A column of the exported file: the field `name` and its header text. */
export const auditExportHeaderSchema = z.object({
  name: z.string().min(1),
  displayName: z.string().min(1),
  type: z.enum(['Timestamp', 'Email', 'AlphaNumeric', 'IpAddress', 'Severity', 'Json']).optional(),
});

/** Path parameter of `POST /audits/export/{endpoint}`. */
export const exportAuditsParamsSchema = z.object({ endpoint: z.enum(['csv', 'pdf']) });

/** `POST /audits/export/{endpoint}`: the columns to write and the same filters as the list, from offset 0. */
export const exportAuditsSchema = z
  .object({
    headerProps: z.array(auditExportHeaderSchema).min(1),
    offset: z.number().int().min(0),
    sortBy: z.string().min(1).optional(),
    sortDirection: sortDirection.optional(),
    filter: z.string().optional(),
  })
  .catchall(columnFilter);

/**
 * Query of the export in Frontegg's client's reading (the columns come as `properties` in the body): the list's
 * filters, `offset` and the file name it saves as. The server merges both into {@link exportAuditsSchema}.
 */
export const exportAuditsQuerySchema = z
  .object({
    offset: z.coerce.number().int().min(0).default(0),
    outputFileName: z.string().max(255).optional(),
  })
  .catchall(columnFilter);
