import { ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { isAbortError, isApiError } from '../../../lib/api';
import { uploadAsset } from '../settings-api';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'];

export type LogoUploadProps = {
  /** The logo's URL path ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form whether an upload is still running (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * The form's error for the logo field, e.g. the server's "Het logo is niet gevonden. Upload het
   * opnieuw." after a save; shown inline under the upload, not only as a toast.
   */
  errorMessage?: string;
};

/**
 * Single-image logo upload: shows the current logo, uploads a new one to the "logos" container with
 * a progress bar and a local preview, and hands the stored file's URL to the form.
 */
export function LogoUpload({ value, onChange, onBusyChange, errorMessage }: LogoUploadProps) {
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const upload = async (file: File) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    setLocalPreview(URL.createObjectURL(file));
    onBusyChange?.(true);
    try {
      const asset = await uploadAsset({
        file,
        container: 'logos',
        assetType: 'asset/image',
        tags: ['logo'],
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(asset.url);
    } catch (err) {
      if (isAbortError(err)) return;
      console.error('Logo uploaden mislukt', err);
      setError(isApiError(err) ? err.message : 'Het logo kon niet worden geüpload.');
    } finally {
      if (abortRef.current === controller) {
        setProgress(null);
        setLocalPreview(null);
        onBusyChange?.(false);
      }
    }
  };

  const shown = localPreview ?? (value || null);
  const uploading = progress !== null;
  // The upload's own failure is the newest news; otherwise the form's (server's) field error.
  const shownError = error ?? (uploading ? null : errorMessage) ?? null;

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={shownError ? errorId : undefined}
      aria-invalid={shownError ? true : undefined}
    >
      <legend className="mb-3 text-sm font-medium text-gray-800">Logo</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50 sm:w-56">
          {shown ? (
            <img
              src={shown}
              alt="Voorbeeld van het logo"
              className={
                uploading
                  ? 'max-h-full max-w-full object-contain opacity-60'
                  : 'max-h-full max-w-full object-contain'
              }
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-gray-500">
              <ImageOff className="size-6" aria-hidden />
              Geen logo
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FileDropZone
            accept={LOGO_TYPES}
            onFiles={(files) => {
              const file = files[0];
              if (file) void upload(file);
            }}
            label="Logo uploaden"
            hint="Sleep een PNG-, JPEG- of WebP-afbeelding hierheen of kies er een op je computer."
            buttonLabel="Kies afbeelding"
            isDisabled={uploading}
            className="py-5"
          />
          {uploading && <ProgressBar label="Logo uploaden…" value={Math.round(progress * 100)} showValue />}
          {shownError && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {shownError}
            </p>
          )}
          {value && !uploading && (
            <div>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 className="size-4" aria-hidden />}
                onPress={() => onChange('')}
              >
                Logo verwijderen
              </Button>
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
