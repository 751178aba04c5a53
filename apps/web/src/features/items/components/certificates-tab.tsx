import type { ItemModel } from '@app/contracts';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { uploadAsset, useAttachDocument } from '../items-api';

type Upload = { key: string; name: string; progress: number; error?: string };

/** Certificates: several PDFs at once, each uploaded with progress and attached to the item. */
export function CertificatesTab({ item }: { item: ItemModel }) {
  const attach = useAttachDocument();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const addFiles = async (files: File[]) => {
    const started = files.map((file) => ({ file, key: `${file.name}-${crypto.randomUUID()}` }));
    setUploads((list) => [
      ...list,
      ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    for (const { file, key } of started) {
      try {
        const asset = await uploadAsset(file, 'document', (fraction) => update(key, { progress: fraction }));
        await attach.mutateAsync({ item_id: item.id, asset_id: asset.id });
        setUploads((list) => list.filter((u) => u.key !== key));
      } catch (error) {
        update(key, { error: error instanceof Error ? error.message : 'Uploaden is mislukt.' });
      }
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card title="Certificaten" flush>
        {item.documents.length === 0 ? (
          <p className="p-4 text-sm text-gray-600">Dit artikel heeft nog geen certificaten.</p>
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Certificaten">
            {item.documents.map((doc) => (
              <li key={doc.id} className="flex items-center gap-3 px-4 py-3">
                <FileText className="size-5 text-red-600" aria-hidden />
                <a href={doc.url} download={doc.file_name} className="text-brand-700 hover:underline">
                  {doc.file_name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {uploads.map((upload) =>
        upload.error ? (
          <MessageBar key={upload.key} tone="danger">
            {upload.name}: {upload.error}
          </MessageBar>
        ) : (
          <ProgressBar
            key={upload.key}
            label={`${upload.name} uploaden`}
            value={Math.round(upload.progress * 100)}
            showValue
          />
        ),
      )}
      {/* A deleted item cannot be changed, so it takes no new certificates. */}
      {!item.deleted_at && (
        <FileDropZone
          label="Certificaten uploaden"
          hint="Sleep PDF-bestanden hierheen of kies ze op je computer."
          accept={['application/pdf']}
          allowsMultiple
          onFiles={(files) => void addFiles(files)}
        />
      )}
    </div>
  );
}
