import type {
  AssetContainer,
  AssetModel,
  AssetType,
  assetEntrySchema,
  SettingsMap,
  SettingsSetRequest,
  settingsMapSchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiUpload, isApiError, type ResponseOf } from '../../lib/api';
import { saveFailed, saveSucceeded } from '../../lib/save-toast';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export const settingsApi = {
  get: (signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof settingsMapSchema>>('/settings.get', { ...(signal ? { signal } : {}) }),
  set: (patch: SettingsSetRequest) => apiPost<ResponseOf<typeof settingsMapSchema>>('/settings.set', patch),
};

/** The settings map (every key, defaults filled in); shared by the settings screens and the onboarding guard. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => settingsApi.get(signal),
  });
}

export const SAVE_FAILED_MESSAGE = 'Opslaan is mislukt.';

/** A Dutch toast text for a failed save: the server's own message when it sent one. */
export function saveErrorText(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) {
    return `${SAVE_FAILED_MESSAGE} ${error.message}`;
  }
  if (isApiError(error) && error.status === 0) return `${SAVE_FAILED_MESSAGE} ${error.message}`;
  return `${SAVE_FAILED_MESSAGE} Probeer het later opnieuw.`;
}

/**
 * settings.set with the answer written into the cache. A success shows `successMessage`; a failure
 * is logged and shown as a red toast, so nobody thinks an unsaved change was kept.
 */
export function useSaveSettings(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.set,
    onSuccess: (map: SettingsMap) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, map);
      saveSucceeded(successMessage);
    },
    onError: (error) => {
      console.error('Instellingen opslaan mislukt', error);
      saveFailed(saveErrorText(error));
    },
  });
}

export type UploadAssetInput = {
  file: File;
  container: AssetContainer;
  assetType: AssetType;
  tags?: string[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** asset.create as the spec's client sends it (multipart), with upload progress. */
export function uploadAsset({
  file,
  container,
  assetType,
  tags = [],
  onProgress,
  signal,
}: UploadAssetInput): Promise<AssetModel> {
  const form = new FormData();
  form.append('asset', file, file.name);
  form.append('file_name', file.name);
  form.append('file_size', String(file.size));
  form.append('last_modified', String(file.lastModified));
  form.append('mime_type', file.type);
  form.append('storage_config', JSON.stringify({ disk: 'public', container }));
  form.append('asset_type', assetType);
  for (const tag of tags) form.append('tags[]', tag);
  return apiUpload<ResponseOf<typeof assetEntrySchema>>('/asset.create', form, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  }).then((answer) => answer.entry.model);
}
