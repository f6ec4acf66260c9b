import { Anchor } from '@mantine/core';
import { formatMoney, orNA } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../../../components/data-table/DataTable';
import type { RouterOutputs } from '../../../lib/trpc';

/** An order line (application or agreement) of an asset with its hirer; cost and loan are line totals in sen. */
export type ApplicationRow = RouterOutputs['brand']['applications']['rows'][number];

const money = (sen: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>;

const column = {
  productName: {
    key: 'productName',
    header: 'Product Name',
    render: (row) => (
      <Anchor component={Link} to={`/product/profile/${row.productId}`} size="sm">
        {row.productName}
      </Anchor>
    ),
  },
  company: {
    key: 'hirerName',
    header: 'Company',
    render: (row) => (
      <Anchor component={Link} to={`/company/profile/${row.hirerId}`} size="sm">
        {row.hirerName}
      </Anchor>
    ),
  },
  cost: { key: 'cost', header: 'Cost (RM)', align: 'right', render: (row) => money(row.cost) },
  loanAmount: {
    key: 'loanAmount',
    header: 'Loan Amount (RM)',
    align: 'right',
    render: (row) => money(row.loanAmount),
  },
  // The spec spells it 'Chasis' (and so does the legacy wire); the screen spells it right.
  chassis: { key: 'chassis', header: 'Chassis' },
  engine: { key: 'engine', header: 'Engine' },
  registrationNo: { key: 'registrationNo', header: 'Registration No' },
  condition: { key: 'conditionLabel', header: 'Condition' },
  hpNo: { key: 'hpNo', header: 'HP No' },
  letterOffer: { key: 'letterOffer', header: 'Letter Offer', render: (row) => orNA(row.letterOffer) },
} satisfies Record<string, DataTableColumn<ApplicationRow>>;

/** Clients §2 asset type profile, Applications panel. */
export const typeApplicationColumns: DataTableColumn<ApplicationRow>[] = [
  column.productName,
  column.company,
  column.cost,
  column.loanAmount,
  column.chassis,
  column.engine,
  column.registrationNo,
  column.condition,
];

/** Clients §2 asset profile, Applications grid. */
export const assetApplicationColumns: DataTableColumn<ApplicationRow>[] = [
  {
    ...column.productName,
    header: 'Asset Name',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.productName}</span>,
  },
  column.hpNo,
  column.letterOffer,
  column.cost,
  column.chassis,
  column.engine,
  column.registrationNo,
  column.condition,
  column.company,
  column.loanAmount,
];
