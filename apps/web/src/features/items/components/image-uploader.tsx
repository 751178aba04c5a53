import type { ItemImage } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { MessageBar } from '../../../components/ui/message-bar';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { uploadAsset } from '../items-api';

type Upload = { key: string; name: string; progress: number; error?: string };

export type ImageUploaderProps = {
  images: ItemImage[];
  /**
   * A state setter (or anything taking functional updates): each finished upload and each
   * removal is applied to the latest list, so batches running at the same time and removals
   * during an upload compose instead of overwriting each other.
   */
  onChange: Dispatch<SetStateAction<ItemImage[]>>;
  /** True while files are uploading, so the form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
};

/** Item images: several files at once, each with its own progress bar; each image can be removed. */
export function ImageUploader({ images, onChange, onBusyChange }: ImageUploaderProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Busy while any upload of any batch is still running (failed ones only show their message).
  const busy = uploads.some((u) => u.error === undefined);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

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
        const asset = await uploadAsset(file, 'image', (fraction) => update(key, { progress: fraction }));
        const image: ItemImage = {
          id: asset.id,
          url: asset.url,
          thumbnail_url: asset.thumbnail_url,
          file_name: asset.file_name,
        };
        onChange((latest) => (latest.some((i) => i.id === image.id) ? latest : [...latest, image]));
        setUploads((list) => list.filter((u) => u.key !== key));
      } catch (error) {
        update(key, { error: error instanceof Error ? error.message : 'Uploaden is mislukt.' });
      }
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Afbeeldingen">
          {images.map((image) => (
            <li key={image.id} className="group relative overflow-hidden rounded-md border border-gray-200">
              <img
                src={image.thumbnail_url ?? image.url}
                alt={image.file_name}
                className="aspect-square w-full object-cover"
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Verwijder ${image.file_name}`}
                className="absolute top-1 right-1"
                onPress={() => onChange((latest) => latest.filter((i) => i.id !== image.id))}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
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
      <FileDropZone
        label="Afbeeldingen toevoegen"
        accept={['image/png', 'image/jpeg', 'image/webp']}
        allowsMultiple
        onFiles={(files) => void addFiles(files)}
      />
    </div>
  );
}
