// 000 §2.7 'Datos Básicos': name, EAN (its brand, and its category when none is chosen, are
// read from the catalogue when the EAN field is left), category, brand, stock, SKU seller,
// SKU market (read-only), dimension rows, the rich-text description, observacion, linkYoutube,
// and for category/admin a link on the seller's name to /Sellers/Editar/{idSeller}.
import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { obtenerArticulo } from '../../api/listing-form-queries.ts';
import {
  buscarCategorias,
  buscarMarcas,
  listingsKeys,
  type OpcionCatalogo,
} from '../../api/listings-queries.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import { ServerSearchSelect } from '../ui/server-search-select.tsx';
import { RichTextEditor } from './form-rich-text.tsx';
import {
  acceptsDigits,
  acceptsDimensionInput,
  addDimensionRow,
  DIMENSION_KEYS,
  type FormErrors,
  type ListingForm,
} from './form-state.ts';
import { showCallError } from '../ui/toasts.ts';
import { readOnlyField } from '../ui/read-only.ts';

/** A catalogue option (category, brand) as the searchable select shows it. */
const catalogueOption = (o: OpcionCatalogo) => ({ value: o.codigo, label: o.descripcion });

const DIMENSION_LABELS: Record<(typeof DIMENSION_KEYS)[number], string> = {
  alto: 'Alto',
  ancho: 'Ancho',
  profundidad: 'Profundidad',
  peso: 'Peso',
};

export interface BasicTabProps {
  form: ListingForm;
  setForm: Dispatch<SetStateAction<ListingForm>>;
  errors: FormErrors;
  /** Shown read-only in edit mode (assigned by the server on creation). */
  skuMarket: string | null;
  sellerName: string;
  /** Where the seller's name leads (category/admin), else null: plain text. */
  sellerHref: string | null;
  onOpenSeller: (href: string) => void;
}

export function BasicTab({
  form,
  setForm,
  errors,
  skuMarket,
  sellerName,
  sellerHref,
  onOpenSeller,
}: BasicTabProps) {
  const [rowMessage, setRowMessage] = useState<string | null>(null);
  const lookedUp = useRef(form.ean.trim());

  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  // 000 §2.7, §8: the EAN's brand (and its category when none is chosen). An unknown EAN
  // (404) changes nothing; a failed call says 'No se puede obtener la marca'.
  const lookUpEan = async () => {
    const ean = form.ean.trim();
    if (ean === '' || ean === lookedUp.current || ean.length > 50) return;
    lookedUp.current = ean;
    try {
      const articulo = await obtenerArticulo(ean, listingMessages.brandFailed);
      if (articulo === null) return;
      setForm((f) => ({
        ...f,
        marca: articulo.marca,
        ...(f.categoria === null ? { categoria: articulo.categoria, garantiaExtCuotas: null } : {}),
      }));
    } catch (error) {
      lookedUp.current = '';
      showCallError(error, listingMessages.brandFailed);
    }
  };

  const setDimension = (index: number, key: (typeof DIMENSION_KEYS)[number], text: string) => {
    if (!acceptsDimensionInput(text)) return;
    setRowMessage(null);
    setForm((f) => ({
      ...f,
      dimensiones: f.dimensiones.map((row, i) => (i === index ? { ...row, [key]: text } : row)),
    }));
  };

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="seller-name">
        Seller:{' '}
        {sellerHref === null ? (
          <Text span fw={600}>
            {sellerName}
          </Text>
        ) : (
          <Anchor
            href={sellerHref}
            fw={600}
            onClick={(e) => {
              e.preventDefault();
              onOpenSeller(sellerHref);
            }}
          >
            {sellerName}
          </Anchor>
        )}
      </Text>
      <TextInput
        label="Nombre"
        required
        maxLength={200}
        value={form.titulo}
        error={errors.titulo}
        onChange={(e) => set('titulo', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="EAN"
          maxLength={50}
          value={form.ean}
          error={errors.ean}
          onChange={(e) => set('ean', e.currentTarget.value)}
          onBlur={() => void lookUpEan()}
        />
        <TextInput
          label="Stock"
          required
          inputMode="numeric"
          value={form.stock}
          error={errors.stock}
          onChange={(e) => {
            const text = e.currentTarget.value;
            if (acceptsDigits(text, 4)) set('stock', text);
          }}
        />
        <ServerSearchSelect
          label="Categoría"
          required
          value={form.categoria}
          error={errors.categoria}
          onChange={(categoria) =>
            // The extended-warranty options belong to the category (000 §2.7 Garantía).
            setForm((f) => ({ ...f, categoria, garantiaExtCuotas: null }))
          }
          optionOf={catalogueOption}
          queryKey={listingsKeys.categories}
          search={buscarCategorias}
          data-testid="categoria"
        />
        <ServerSearchSelect
          label="Marca"
          required
          value={form.marca}
          error={errors.marca}
          onChange={(marca) => set('marca', marca)}
          optionOf={catalogueOption}
          queryKey={listingsKeys.brands}
          search={buscarMarcas}
          data-testid="marca"
        />
        <TextInput
          label="SKU Seller"
          maxLength={30}
          value={form.skuSeller}
          error={errors.skuSeller}
          onChange={(e) => set('skuSeller', e.currentTarget.value)}
        />
        {skuMarket !== null && (
          <TextInput
            label="SKU Market"
            value={skuMarket}
            {...readOnlyField()}
            data-testid="sku-market"
          />
        )}
      </SimpleGrid>

      <Input.Wrapper
        label="Dimensiones (alto, ancho y profundidad en cm; peso en kg)"
        error={rowMessage ?? errors.dimensiones}
      >
        <Stack gap="xs" mt={4} data-testid="dimensiones">
          {form.dimensiones.map((row, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-dimension-row={index}>
              {DIMENSION_KEYS.map((key) => (
                <TextInput
                  key={key}
                  label={DIMENSION_LABELS[key]}
                  aria-label={`${DIMENSION_LABELS[key]} (fila ${index + 1})`}
                  inputMode="decimal"
                  value={row[key]}
                  onChange={(e) => setDimension(index, key, e.currentTarget.value)}
                  w={110}
                />
              ))}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Quitar fila ${index + 1}`}
                onClick={() => {
                  setRowMessage(null);
                  setForm((f) => ({
                    ...f,
                    dimensiones: f.dimensiones.filter((_, i) => i !== index),
                  }));
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                const next = addDimensionRow(form.dimensiones);
                setRowMessage(next.error);
                if (next.error === null) set('dimensiones', next.rows);
              }}
            >
              Agregar fila
            </Button>
          </Group>
        </Stack>
      </Input.Wrapper>

      <RichTextEditor
        label="Descripción ampliada"
        value={form.descripcionAmpliada}
        error={errors.descripcionAmpliada}
        onChange={(html) => set('descripcionAmpliada', html)}
      />
      <Textarea
        label="Observación"
        autosize
        minRows={2}
        maxLength={500}
        value={form.observacion}
        error={errors.observacion}
        onChange={(e) => set('observacion', e.currentTarget.value)}
      />
      <TextInput
        label="Link de YouTube"
        placeholder="https://www.youtube.com/watch?v=..."
        maxLength={300}
        value={form.linkYoutube}
        error={errors.linkYoutube}
        onChange={(e) => set('linkYoutube', e.currentTarget.value)}
      />
    </Stack>
  );
}
