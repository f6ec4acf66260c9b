import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight, IconHome } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../lib/redirect';
import { resolveBreadcrumbs } from '../breadcrumbs';
import { useRouteHandle } from '../use-route-handle';

export function AppBreadcrumbs() {
  const handle = useRouteHandle();
  const params = useParams();
  const crumbs = resolveBreadcrumbs(handle, params);
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<IconChevronRight size={14} stroke={1.6} color="var(--mantine-color-gray-5)" />}
      separatorMargin={6}
      data-testid="breadcrumb"
    >
      <Anchor component={Link} to={HOME_PATH} aria-label="Home" c="gray.6" display="flex">
        <IconHome size={16} stroke={1.6} />
      </Anchor>
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Anchor
            key={`${crumb.label}|${crumb.to ?? ''}`}
            component={Link}
            to={crumb.to}
            size="sm"
            c="gray.7"
          >
            {crumb.label}
          </Anchor>
        ) : (
          <Text
            key={`${crumb.label}|${crumb.to ?? ''}`}
            size="sm"
            c={index === crumbs.length - 1 ? 'gray.9' : 'gray.6'}
            fw={index === crumbs.length - 1 ? 600 : 400}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
