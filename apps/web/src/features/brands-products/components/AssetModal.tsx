import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney, productSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { useEffect } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { schemaValidate } from '../../../lib/schema-form';
import { fieldErrorsOf } from '../../../lib/trpc-error';
import { useBrandChoices } from '../hooks/use-brands';
import { useCreateProduct, useUpdateProduct } from '../hooks/use-products';

export interface AssetModalProps {
  opened: boolean;
  onClose: () => void;
  /** The asset type a new asset belongs to (the Assets panel of the asset type profile). */
  brandId: number;
  /** Edit mode when given. cost in sen. */
  product?: { id: number; brandId: number; name: string; cost: number };
  /** The asset profile's edit also moves the asset to another asset type (Brand dropdown). */
  withBrand?: boolean;
}

interface Values {
  brandId: string | null;
  name: string;
  /** Free text (clients §5), ringgit as typed: '485,000.00'. */
  cost: string;
}

const validateProduct = schemaValidate(productSchema);
const toInput = (values: Values) => ({
  brandId: values.brandId ? Number(values.brandId) : 0,
  name: values.name,
  cost: values.cost,
});

function startValues(brandId: number, product: AssetModalProps['product']): Values {
  return {
    brandId: String(product?.brandId ?? brandId),
    name: product?.name ?? '',
    cost: product ? formatMoney(product.cost) : '',
  };
}

export function AssetModal({ opened, onClose, brandId, product, withBrand = false }: AssetModalProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const brands = useBrandChoices();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: startValues(brandId, product),
    validate: (values) => validateProduct(toInput(values)),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues(startValues(brandId, product));
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const onError = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    for (const field of ['brandId', 'name', 'cost'] as const) {
      if (fieldErrors[field]) form.setFieldError(field, fieldErrors[field]);
    }
  };

  const submit = form.onSubmit((values) => {
    const input = toInput(values);
    if (product) {
      update.mutate(
        { id: product.id, ...input },
        {
          onSuccess: () => {
            notifySuccess(SUCCESS_TEXTS.saved);
            close();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.submitted);
          close();
        },
        onError,
      });
    }
  });

  const brandOptions = (brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }));

  return (
    <Modal opened={opened} onClose={close} title={product ? 'Edit Asset' : 'New Asset'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. 320 GC Hydraulic Excavator"
            withAsterisk
            data-autofocus
            maxLength={255}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          {withBrand && (
            <Select
              label="Brand"
              withAsterisk
              data={brandOptions}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No Record Found"
              comboboxProps={{ withinPortal: true }}
              key={form.key('brandId')}
              {...form.getInputProps('brandId')}
            />
          )}
          <TextInput
            label="Cost"
            placeholder="0.00"
            withAsterisk
            inputMode="decimal"
            leftSection="RM"
            leftSectionWidth={44}
            maxLength={24}
            key={form.key('cost')}
            {...form.getInputProps('cost')}
          />
          <ModalSubmitButtons onCancel={close} pending={pending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
