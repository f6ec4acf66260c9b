import { brandSchema } from '@sewabeli/domain';
import { NameModal } from '../../../components/dialogs/NameModal';
import { useCreateBrand, useUpdateBrand } from '../hooks/use-brands';

export interface AssetTypeModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  brand?: { id: number; name: string };
}

export function AssetTypeModal({ brand, ...modal }: AssetTypeModalProps) {
  const create = useCreateBrand();
  const update = useUpdateBrand();
  return (
    <NameModal
      {...modal}
      record={brand}
      noun="Asset Type"
      placeholder="e.g. Caterpillar"
      schema={brandSchema}
      create={create}
      update={update}
    />
  );
}
