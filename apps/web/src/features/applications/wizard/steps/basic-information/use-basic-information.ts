import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';

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

export function useSaveBasicInformation() {
  const trpc = useTRPC();
  return useMutation(trpc.application.basicInformation.save.mutationOptions({ meta: { silent: true } }));
}
