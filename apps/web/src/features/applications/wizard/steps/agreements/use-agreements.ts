import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../../../../../components/dialogs/notify';
import { useTRPC } from '../../../../../lib/trpc';
import { errorMessage } from '../../../../../lib/trpc-error';
import { uploadFile } from '../../../../../lib/upload-image';

/** While the documents are being generated, the step asks again every two seconds. */
const GENERATING_POLL_MS = 2000;

/** The Agreements step of one application (agreement.byApplication). */
export function useAgreements(applicationId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agreement.byApplication.queryOptions({ id: applicationId }),
    refetchInterval: (query) =>
      query.state.data?.generation.state === 'queued' ? GENERATING_POLL_MS : false,
  });
}

/**
 * Generate again, the signed-copy uploads (stored through /files, checked by content, then attached) and
 * Complete; each reloads the step, and Complete the application and the lists it moves between.
 */
export function useAgreementMutations(applicationId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<number | null>(null);
  const reload = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: trpc.agreement.byApplication.queryKey({ id: applicationId }),
      }),
    [queryClient, trpc, applicationId],
  );
  const onError = (error: unknown) => notifyError(errorMessage(error));
  const generate = useMutation({
    ...trpc.agreement.generate.mutationOptions(),
    onSuccess: async () => {
      notifySuccess();
      await reload();
    },
    onError,
  });
  const attach = useMutation(trpc.agreement.attachSigned.mutationOptions());
  const complete = useMutation({
    ...trpc.agreement.complete.mutationOptions(),
    onSuccess: async () => {
      notifySuccess(SUCCESS_TEXTS.submitted);
      await Promise.all([
        reload(),
        queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.approval.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.collection.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.masterRecord.pathKey() }),
      ]);
    },
    onError,
  });
  const uploadSigned = async (documentId: number, file: File) => {
    setUploading(documentId);
    try {
      const stored = await uploadFile(file, 'document');
      await attach.mutateAsync({ id: documentId, fileId: stored.id });
      notifySuccess();
      await reload();
    } catch (error) {
      // The legacy screen said 'Submitted Successfully' even when the upload failed (origination §8): not here.
      notifyError(error instanceof Error ? errorMessage(error) : 'The upload failed, please try again.');
    } finally {
      setUploading(null);
    }
  };
  return {
    generate: { ...generate, mutate: () => generate.mutate({ id: applicationId }) },
    complete: {
      ...complete,
      mutate: (_: undefined, options?: { onSuccess?: () => void }) =>
        complete.mutate({ id: applicationId }, { onSuccess: () => options?.onSuccess?.() }),
    },
    uploadSigned,
    uploading,
  };
}
