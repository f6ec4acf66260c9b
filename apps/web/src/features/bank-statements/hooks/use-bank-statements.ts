import type { ListQuery, MatchStatus } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export type BankAccount = RouterOutputs['bankStatement']['accounts'][number];
export type Statement = RouterOutputs['bankStatement']['statement']['statement'];
export type StatementLine = RouterOutputs['bankStatement']['lines']['rows'][number];
export type PostResult = RouterOutputs['bankStatement']['postMatched'];

/** How often a statement being parsed is asked for its progress. */
const PROGRESS_POLL_MS = 500;

export function useBankAccounts() {
  const trpc = useTRPC();
  return useQuery(trpc.bankStatement.accounts.queryOptions());
}

/** The imported statements, one page at a time (the list's search is in the file name). */
export function useStatementList(bankAccountId: number | null, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList(
    (q: ListQuery) =>
      trpc.bankStatement.statements.queryOptions({
        bankAccountId,
        search: q.search,
        page: q.page,
        pageSize: q.pageSize,
      }),
    query,
  );
}

/** A statement with its groups and totals; asked again every half second while its file is being parsed. */
export function useStatement(id: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.bankStatement.statement.queryOptions({ id }),
    enabled: id > 0,
    meta: { silent: true },
    refetchInterval: (query) => {
      const status = query.state.data?.statement.status;
      return status === 'Queued' || status === 'Parsing' ? PROGRESS_POLL_MS : false;
    },
  });
}

export function useStatementLines(
  bankStatementId: number,
  status: MatchStatus,
  page: { page: number; pageSize: number },
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.bankStatement.lines.queryOptions({ bankStatementId, status, ...page }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateStatements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.bankStatement.pathKey() }),
      // Posting writes payments: the collection list and profiles show them.
      queryClient.invalidateQueries({ queryKey: trpc.collection.pathKey() }),
    ]);
}

/** Modals show the server's refusal themselves (the re-import's message, a split that does not add up). */
export function useBankStatementMutations() {
  const trpc = useTRPC();
  const onSuccess = useInvalidateStatements();
  const options = { onSuccess, meta: { silent: true } };
  return {
    createAccount: useMutation(trpc.bankStatement.createAccount.mutationOptions(options)),
    updateAccount: useMutation(trpc.bankStatement.updateAccount.mutationOptions(options)),
    saveCsvMapping: useMutation(trpc.bankStatement.saveCsvMapping.mutationOptions(options)),
    importStatement: useMutation(trpc.bankStatement.import.mutationOptions(options)),
    accept: useMutation(trpc.bankStatement.accept.mutationOptions({ onSuccess })),
    assign: useMutation(trpc.bankStatement.assign.mutationOptions(options)),
    split: useMutation(trpc.bankStatement.split.mutationOptions(options)),
    ignore: useMutation(trpc.bankStatement.ignore.mutationOptions(options)),
    reopen: useMutation(trpc.bankStatement.reopen.mutationOptions({ onSuccess })),
    postMatched: useMutation(trpc.bankStatement.postMatched.mutationOptions({ onSuccess })),
  };
}

/** Reads what the Post matched confirmation and the exceptions CSV need, on the click only. */
export function useStatementReads(bankStatementId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** A page of the lines 'Post matched' may post: Matched, or Part posted with the remainder assigned. */
    postablePage: (status: 'Matched' | 'Part posted', page: number, pageSize: number) =>
      queryClient.fetchQuery(
        trpc.bankStatement.lines.queryOptions({ bankStatementId, status, page, pageSize }),
      ),
    exceptionsCsv: () =>
      queryClient.fetchQuery({
        ...trpc.bankStatement.exceptionsCsv.queryOptions({ bankStatementId }),
        staleTime: 0,
      }),
  };
}
