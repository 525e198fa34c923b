// 000 §2.8 (issue 11 point 2): the images a creation file names are uploaded here, several at
// once, each checked as the listing form checks it (png/jpeg, at most 500 kb; the server checks
// the content again) and sent with the form's own call (POST /Imagen). Each uploaded image
// answers the address to paste in an 'Imagen' column of the template, with a copy button.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { useRef, useState } from 'react';
import { ActionIcon, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconPhotoUp } from '@tabler/icons-react';
import { listingFormLoadTexts, subirImagen } from '../../api/listing-form-queries.ts';
import { bulkMessages } from '../../domain/listing-bulk.ts';
import { imageFileProblem } from '../../domain/listing-rules.ts';
import { messagesOf } from '../../api/client.ts';
import { showSuccess, showWarning } from '../ui/toasts.ts';
import { CardHint } from './bulk-upload-card.tsx';

/** One chosen file: uploading, its address, or why it was not uploaded. */
interface ImageItem {
  key: number;
  name: string;
  url: string | null;
  error: string | null;
}

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess(done);
  } catch {
    showWarning(bulkMessages.copyFailed);
  }
}

export function ImageUploadCard({ disabled = false }: { disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [items, setItems] = useState<ImageItem[]>([]);
  const [uploading, setUploading] = useState(0);

  const update = (key: number, change: Partial<ImageItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const upload = async (files: File[]) => {
    const chosen = files.map((file) => ({ file, key: nextKey.current++ }));
    // The newest first; each file's check is shown on its own row.
    setItems((list) => [
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        url: null,
        error: imageFileProblem(file),
      })),
      ...list,
    ]);
    let uploaded = 0;
    for (const { file, key } of chosen) {
      if (imageFileProblem(file) !== null) continue;
      setUploading((n) => n + 1);
      try {
        update(key, { url: await subirImagen(file, listingFormLoadTexts.upload) });
        uploaded += 1;
      } catch (e) {
        update(key, { error: messagesOf(e, listingFormLoadTexts.upload).join(' ') });
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (uploaded > 0) showSuccess(bulkMessages.imagesUploaded(uploaded));
  };

  const addresses = items.flatMap((i) => (i.url === null ? [] : [i.url]));

  return (
    <Paper withBorder radius="md" p="md" data-testid="bulk-images-card">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Subir imágenes
        </Title>
        <CardHint>
          Cada fila de la plantilla lleva al menos una imagen ya subida. Elija una o varias imágenes
          PNG o JPEG de hasta 500 kb; copie la dirección de cada una y péguela en las columnas
          Imagen 1 a Imagen 6.
        </CardHint>
        <Group gap="sm">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            disabled={disabled}
            data-testid="bulk-images-input"
            aria-label="Elegir imágenes"
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              // The same file may be chosen again after a failure.
              e.currentTarget.value = '';
              void upload(files);
            }}
          />
          <Button
            leftSection={<IconPhotoUp size={18} stroke={1.5} />}
            disabled={disabled}
            loading={uploading > 0}
            onClick={() => input.current?.click()}
          >
            Elegir imágenes
          </Button>
          {addresses.length > 1 && (
            <Button
              variant="light"
              leftSection={<IconCopy size={18} stroke={1.5} />}
              onClick={() => void copy(addresses.join('\n'), bulkMessages.addressesCopied)}
            >
              Copiar todas las direcciones
            </Button>
          )}
        </Group>
        {items.length > 0 && (
          <Table data-testid="bulk-images" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Archivo</Table.Th>
                <Table.Th>Dirección para la plantilla</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.key} data-estado={stateOf(item)}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    <AddressCell item={item} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

const stateOf = (item: ImageItem) =>
  item.url !== null ? 'subida' : item.error !== null ? 'error' : 'subiendo';

function AddressCell({ item }: { item: ImageItem }) {
  if (item.url !== null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="bulk-image-url">{item.url}</Code>
        <ActionIcon
          variant="subtle"
          aria-label={`Copiar la dirección de ${item.name}`}
          onClick={() => void copy(item.url ?? '', bulkMessages.addressCopied)}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Group>
    );
  }
  if (item.error !== null) {
    return (
      <Text c="red" size="sm" role="alert">
        {item.error}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Subiendo…
    </Text>
  );
}
