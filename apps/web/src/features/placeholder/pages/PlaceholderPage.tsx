import { useRouteHandle } from '../../../app/use-route-handle';
import { PageHeader } from '../../../components/PageHeader';

/** Stands in for every screen a later issue builds: just the page header with the route's display name. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  return <PageHeader title={handle?.title ?? ''} />;
}
