import { type StoredFile, type UploadCategory } from '@reno/domain';
import { useCallback, useState } from 'react';
import { userMessageOf } from './errors';
import { uploadFile } from './upload';

export interface UploadState {
  progress: number;
  error: string | null;
  isUploading: boolean;
}

const idle: UploadState = { progress: 0, error: null, isUploading: false };

/** For forms: uploads one file and exposes its progress and a user-facing error message. */
export function useUpload(category: UploadCategory) {
  const [state, setState] = useState<UploadState>(idle);

  const upload = useCallback(
    async (file: File): Promise<StoredFile | null> => {
      setState({ progress: 0, error: null, isUploading: true });
      try {
        const stored = await uploadFile(file, category, {
          onProgress: (progress) => setState((current) => ({ ...current, progress })),
        });
        setState({ progress: 100, error: null, isUploading: false });
        return stored;
      } catch (error) {
        setState((current) => ({ ...current, error: userMessageOf(error), isUploading: false }));
        return null;
      }
    },
    [category],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, upload, reset };
}
