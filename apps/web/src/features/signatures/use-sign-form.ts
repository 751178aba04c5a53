import {
  MAX_SIGNATURE_PNG_BYTES,
  MAX_SIGNER_NAME_LENGTH,
  SIGNATURE_MESSAGES,
  type SignatureModel,
} from '@app/contracts';
import { type RefObject, useState } from 'react';
import { isApiError } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';
import type { SignaturePadHandle } from './components/signature-pad';
import { useSignJob } from './signatures-api';

export type SignFormErrors = Partial<Record<'name' | 'pad' | 'instructions' | 'form', string>>;

/** A data URL's bytes, as the server counts them (base64 carries 3 bytes per 4 characters). */
const dataUrlBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

const FIELD_OF: Record<string, keyof SignFormErrors> = {
  signer_name: 'name',
  signature_png: 'pad',
  instructions_explained: 'instructions',
  terms_version: 'form',
};

/**
 * The signing form's state: name, tick, the pad's ink, errors at their fields (checked here
 * first, then the server's refusals mapped to the same fields) and one submission at a time.
 */
export function useSignForm(options: {
  jobId: string;
  termsVersion: number | undefined;
  pad: RefObject<SignaturePadHandle | null>;
  onSigned: (signature: SignatureModel) => void;
}) {
  const sign = useSignJob();
  const submission = useSubmission();
  const [name, setName] = useState('');
  const [explained, setExplained] = useState(false);
  const [errors, setErrors] = useState<SignFormErrors>({});

  const clearError = (field: keyof SignFormErrors) =>
    setErrors((current) =>
      current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current,
    );

  const submit = () =>
    submission.run(async () => {
      const image = options.pad.current?.toDataUrl() ?? null;
      const found: SignFormErrors = {};
      const trimmed = name.trim();
      if (trimmed === '') found.name = SIGNATURE_MESSAGES.nameRequired;
      else if (trimmed.length > MAX_SIGNER_NAME_LENGTH) found.name = SIGNATURE_MESSAGES.nameTooLong;
      if (image === null) found.pad = SIGNATURE_MESSAGES.pngRequired;
      else if (dataUrlBytes(image) > MAX_SIGNATURE_PNG_BYTES) found.pad = SIGNATURE_MESSAGES.pngTooLarge;
      if (!explained) found.instructions = SIGNATURE_MESSAGES.instructionsRequired;
      setErrors(found);
      if (Object.keys(found).length > 0 || image === null) return;
      try {
        const signature = await sign.mutateAsync({
          jobId: options.jobId,
          body: {
            signer_name: trimmed,
            signature_png: image,
            instructions_explained: true,
            ...(options.termsVersion === undefined ? {} : { terms_version: options.termsVersion }),
          },
        });
        options.onSigned(signature);
      } catch (error) {
        const fromServer: SignFormErrors = {};
        if (isApiError(error)) {
          for (const [key, messages] of Object.entries(error.errors ?? {})) {
            const field = FIELD_OF[key] ?? 'form';
            fromServer[field] ??= messages[0];
          }
          if (Object.keys(fromServer).length === 0) fromServer.form = error.message;
        } else {
          fromServer.form = 'Opslaan is mislukt. Probeer het nog eens.';
        }
        setErrors(fromServer);
      }
    });

  return {
    name,
    setName: (value: string) => {
      setName(value);
      clearError('name');
    },
    explained,
    setExplained: (value: boolean) => {
      setExplained(value);
      clearError('instructions');
    },
    errors,
    clearError,
    submit,
    busy: submission.busy,
  };
}
