import { useRef } from 'react';
import { EXAMINATION_FILE_EXTENSIONS, EXAMINATION_MESSAGES, type ExaminationDetail, type ExaminationFileRow } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { openConfirm } from '../../../components/ui/confirm-dialog/use-confirm';
import { formatDateTime } from '../../../lib/format-date';
import { useSnackbar } from '../../../lib/use-snackbar';
import { fetchBlob, filePath, saveBlob, pdfPath, useDeleteExaminationFile, useUploadExaminationFiles } from '../examinations-api';

const ACCEPT = EXAMINATION_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function isAcceptedFile(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return (EXAMINATION_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** Attachments of the visit (images, pdf, doc, xls…) and the visit's own PDF. */
export function ExaminationFilesPanel({ detail }: { detail: ExaminationDetail }) {
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const uploadFiles = useUploadExaminationFiles();
  const deleteFile = useDeleteExaminationFile();
  const uploading = uploadFiles.isPending;
  const id = detail.id;

  const upload = async (files: FileList | null) => {
    if (!id || !files?.length) return;
    const accepted = Array.from(files).filter((file) => isAcceptedFile(file.name));
    for (let refused = files.length - accepted.length; refused > 0; refused--)
      snackbar.show(EXAMINATION_MESSAGES.FILE_TYPE_REFUSED, 'error');
    try {
      await uploadFiles.mutateAsync({ id, files: accepted });
    } catch {
      // apiFetch already reported the failure
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (file: ExaminationFileRow) => {
    if (!id) return;
    const ok = await openConfirm({
      variant: 'default',
      title: 'Elimina file',
      message: EXAMINATION_MESSAGES.FILE_DELETE_CONFIRM,
    });
    if (!ok) return;
    try {
      await deleteFile.mutateAsync({ id, fileId: file.id });
      snackbar.show(EXAMINATION_MESSAGES.FILE_DELETED, 'success');
    } catch {
      // reported by apiFetch
    }
  };

  const openPdf = async () => {
    if (!id) return;
    try {
      const url = URL.createObjectURL(await fetchBlob(pdfPath(id)));
      window.open(url, '_blank', 'noopener');
    } catch {
      snackbar.show('Impossibile generare il pdf della visita', 'error');
    }
  };

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="exam-files-title">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id="exam-files-title" className="text-base font-semibold text-slate-800">
          Allegati
        </h2>
        <div className="ml-auto flex gap-2">
          {detail.can_pdf && id && (
            <Button variant="secondary" onClick={() => void openPdf()}>
              Pdf della visita
            </Button>
          )}
          {id && detail.can_edit && (
            <>
              <input
                ref={input}
                type="file"
                multiple
                accept={ACCEPT}
                className="sr-only"
                aria-label="File da allegare"
                onChange={(event) => void upload(event.target.files)}
              />
              <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
                {uploading ? 'Caricamento…' : 'Carica file'}
              </Button>
            </>
          )}
        </div>
      </div>
      {!id ? (
        <p className="text-sm text-slate-500">Salva la visita per allegare file.</p>
      ) : detail.files.length === 0 ? (
        <p className="text-sm text-slate-500">Nessun file allegato.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {detail.files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 py-1.5">
              <button
                type="button"
                className="text-brand-700 hover:underline"
                onClick={() => void saveBlob(filePath(id, file.id), file.file_name)}
              >
                {file.file_name}
              </button>
              <span className="text-xs text-slate-500">
                {sizeText(file.size)} · {formatDateTime(file.created_at)}
              </span>
              {detail.can_edit && (
                <Button variant="ghost" className="ml-auto" aria-label={`Elimina ${file.file_name}`} onClick={() => void remove(file)}>
                  Elimina
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
