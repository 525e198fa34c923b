// 000 §2.7 'Imagenes', §5: png/jpeg images of at most 512000 bytes ('Archivo incorrecto',
// 'Tamaño de imagen superior a 500kb'), each uploaded at once to /Imagen and shown; the input is
// disabled above 5 (6 at most); any image but the last one can be deleted; saved images are
// reordered with ActualizarPosicionImagenes ('Imágenes editadas'), unsaved ones cannot be.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState } from 'react';
import { ActionIcon, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  actualizarPosicionImagenes,
  listingFormLoadTexts,
  subirImagen,
  type Publicacion,
} from '../../api/listing-form-queries.ts';
import { MAX_IMAGES } from '../../domain/listing-rules.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import {
  imageFileError,
  imageInputDisabled,
  imageSlotsLeft,
  mayRemoveImage,
  moveImage,
  reorderRequest,
  type FormImage,
} from './form-state.ts';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';

/** Not in the spec: the failure of a reorder without messages of its own. */

export interface ImagesTabProps {
  images: FormImage[];
  onImagesChange: (update: (images: FormImage[]) => FormImage[]) => void;
  /** The ids of the images the listing has stored (empty in create mode). */
  storedIds: readonly number[];
  idPublicacion: number | null;
  error?: string;
  /** After a reorder saved on the server: its answer. */
  onReordered: (publicacion: Publicacion) => void;
}

export function ImagesTab({
  images,
  onImagesChange,
  storedIds,
  idPublicacion,
  error,
  onReordered,
}: ImagesTabProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [reordering, setReordering] = useState(false);
  const disabled = imageInputDisabled(images.length + uploading);

  const upload = async (files: File[]) => {
    let slots = imageSlotsLeft(images.length + uploading);
    for (const file of files) {
      const problem = imageFileError(file);
      if (problem !== null) {
        showWarning(problem);
        continue;
      }
      if (slots === 0) {
        showWarning(listingMessages.tooManyImages);
        break;
      }
      slots -= 1;
      setUploading((n) => n + 1);
      try {
        const url = await subirImagen(file, listingFormLoadTexts.upload);
        onImagesChange((list) =>
          list.length >= MAX_IMAGES
            ? list
            : [...list, { key: `new-${url}`, idImagen: null, urlImagen: url }],
        );
      } catch (e) {
        showCallError(e, listingFormLoadTexts.upload);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const move = async (index: number, delta: -1 | 1) => {
    const next = moveImage(images, index, delta);
    const request = idPublicacion === null ? null : reorderRequest(next, storedIds);
    if (request === null || 'error' in request) {
      // 000 §5: only images already saved can be reordered.
      showWarning(listingMessages.reorderUnsaved);
      return;
    }
    if (idPublicacion === null) return;
    setReordering(true);
    try {
      const saved = await actualizarPosicionImagenes(
        idPublicacion,
        request.imagenes,
        listingMessages.reorderFailed,
      );
      showSuccess(listingMessages.imagesEdited);
      onReordered(saved);
    } catch (e) {
      showCallError(e, listingMessages.reorderFailed);
    } finally {
      setReordering(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          hidden
          disabled={disabled}
          data-testid="imagen-input"
          aria-label="Agregar imágenes"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            // The same file may be chosen again after a failure.
            e.currentTarget.value = '';
            void upload(files);
          }}
        />
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={disabled}
          loading={uploading > 0}
          onClick={() => input.current?.click()}
        >
          Agregar imágenes
        </Button>
        <Text size="sm" c="dimmed">
          PNG o JPEG de hasta 500 kb; hasta {MAX_IMAGES} imágenes. La primera es la principal.
        </Text>
      </Group>
      {error !== undefined && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="imagenes">
        {images.map((img, index) => (
          <Card key={img.key} withBorder padding="xs" data-imagen={img.urlImagen}>
            <Card.Section>
              <Image src={img.urlImagen} alt={`Imagen ${index + 1}`} h={120} fit="contain" />
            </Card.Section>
            <Group justify="space-between" mt="xs" gap={2} wrap="nowrap">
              <Text size="sm" fw={500}>
                {index + 1}
                {img.idImagen === null ? ' (sin guardar)' : ''}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Mover antes la imagen ${index + 1}`}
                  disabled={index === 0 || reordering}
                  onClick={() => void move(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Mover después la imagen ${index + 1}`}
                  disabled={index === images.length - 1 || reordering}
                  onClick={() => void move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Eliminar imagen ${index + 1}`}
                  // 000 §5: the last image cannot be deleted.
                  disabled={!mayRemoveImage(images.length)}
                  onClick={() => onImagesChange((list) => list.filter((i) => i.key !== img.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {images.length === 0 && uploading === 0 && (
        <Text size="sm" c="dimmed">
          Todavía no hay imágenes.
        </Text>
      )}
    </Stack>
  );
}
