import type {
  BookingSettings,
  bookingSettingsSchema,
  SafetySettings,
  safetySettingsEntrySchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, type ResponseOf } from '../../lib/api';
import { saveFailed, saveSucceeded } from '../../lib/save-toast';
import { saveErrorText } from './settings-api';

/**
 * Settings a feature keeps under its own keys (safety.settings,
 * booking.settings), read and saved by their own screens under Instellingen.
 */
export const SAFETY_SETTINGS_KEY = ['safety', 'settings'] as const;
export const BOOKING_SETTINGS_KEY = ['booking', 'settings'] as const;

export function useSafetySettings() {
  return useQuery({
    queryKey: SAFETY_SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<typeof safetySettingsEntrySchema>>('/safety.settings', { signal })).entry
        .model,
  });
}

export function useSaveSafetySettings(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SafetySettings) =>
      (await apiPatch<ResponseOf<typeof safetySettingsEntrySchema>>('/safety.settings', settings)).entry
        .model,
    onSuccess: (model) => {
      queryClient.setQueryData(SAFETY_SETTINGS_KEY, model);
      // The order dialog's overdue warnings follow the policy.
      void queryClient.invalidateQueries({ queryKey: ['units', 'inspection_due'] });
      saveSucceeded(successMessage);
    },
    onError: (error) => saveFailed(saveErrorText(error)),
  });
}

export function useBookingSettings() {
  return useQuery({
    queryKey: BOOKING_SETTINGS_KEY,
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof bookingSettingsSchema>>('/booking.settings', { signal }),
  });
}

export function useSaveBookingSettings(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<BookingSettings>) =>
      apiPatch<ResponseOf<typeof bookingSettingsSchema>>('/booking.settings', patch),
    onSuccess: (model) => {
      queryClient.setQueryData(BOOKING_SETTINGS_KEY, model);
      saveSucceeded(successMessage);
    },
    onError: (error) => saveFailed(saveErrorText(error)),
  });
}
