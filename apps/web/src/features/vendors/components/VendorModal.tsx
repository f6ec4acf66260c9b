import { vendorSchema } from '@sewabeli/domain';
import { NameModal } from '../../../components/dialogs/NameModal';
import { useCreateVendor, useUpdateVendor } from '../hooks/use-vendors';

export interface VendorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  vendor?: { id: number; name: string };
}

export function VendorModal({ vendor, ...modal }: VendorModalProps) {
  const create = useCreateVendor();
  const update = useUpdateVendor();
  return (
    <NameModal
      {...modal}
      record={vendor}
      noun="Vendor"
      placeholder="e.g. Sin Heng Chan (Malaya) Sdn Bhd"
      schema={vendorSchema}
      create={create}
      update={update}
    />
  );
}
