import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';
import { analysisPollInterval } from './document-analysis-view';

/** What the step shows of a saved application (nothing is fetched for a new one). */
export function useSavedBasicInformation(applicantId: number) {
  const trpc = useTRPC();
  const enabled = applicantId > 0;
  const documents = useQuery({
    ...trpc.application.basicInformation.documents.queryOptions({ applicantId }),
    enabled,
  });
  const guarantors = useQuery({
    ...trpc.application.basicInformation.guarantors.queryOptions({ applicantId }),
    enabled,
  });
  const witnesses = useQuery({
    ...trpc.application.basicInformation.witnesses.queryOptions({ applicantId }),
    enabled,
  });
  return { documents, guarantors, witnesses };
}

/** Each analysed document's status, asked again while an analysis is under way. */
export function useDocumentAnalysis(applicantId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.documentAnalysis.statusFor.queryOptions({ applicantId }),
    enabled: applicantId > 0,
    refetchInterval: (query) => analysisPollInterval(query.state.data?.documents),
  });
}

export function useDocumentTypes() {
  const trpc = useTRPC();
  return useQuery(trpc.resource.byCategory.queryOptions({ category: 'DOCUMENT_APPLICANT' }));
}

export function useProgramChoices() {
  const trpc = useTRPC();
  return useQuery(trpc.programs.financialProgram.all.queryOptions());
}

/** The company select searches on the server (companies are many). */
export function useHirerChoices(search: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.hirer.list.queryOptions({ search, searchField: 'name', pageSize: 20, sortBy: 'name' }),
  );
}

/** The company's directorships: the contacts a guarantor or witness is picked from. */
export function useHirerContactChoices(hirerId: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.hirer.contacts.queryOptions({ hirerId: hirerId ?? 0, pageSize: 100, sortBy: 'name' }),
    enabled: Boolean(hirerId),
  });
}

/**
 * Saving changes what the step itself, the analysis statuses (a saved document of an analysed type is queued at
 * once) and the Result step (its documents, company and purpose) show: all are asked for afresh (issue 29: the
 * Result step listed the documents without the new file until a reload).
 */
export function useSaveBasicInformation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.application.basicInformation.save.mutationOptions({
      meta: { silent: true },
      // Not awaited: the wizard moves on at once (issue 29); the step's data, the analysis and the Result step's
      // documents are read again in the background, so a re-attempt's Result lists the new file (issue 29).
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.application.basicInformation.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.documentAnalysis.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.applicationResult.pathKey() });
      },
    }),
  );
}
