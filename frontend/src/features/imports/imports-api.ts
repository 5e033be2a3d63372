import { templateFileName, type ImportTemplateChoice } from '@tutela/contracts';
import { downloadApiFile } from '../../lib/api-download';

/** GET /api/md/templates/download: the template of `choice`, its dropdowns filled with the customer's lists. */
export function downloadImportTemplate(choice: ImportTemplateChoice, customerId: string | null): Promise<void> {
  const fileName = templateFileName(choice);
  return downloadApiFile('/api/md/templates/download', fileName, { fileName, customer_id: customerId });
}
