// The seller's logo on Datos Básicos (001 §3 Seller.logo, §5 png/jpeg): the stored image and the
// product's own Spanish button to choose another, never the browser's file input (whose
// 'Choose File' / 'No file chosen' would be English in a Spanish screen). The chosen file is
// read as a data URL and saved with the form; the server checks its content too.
import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { sellerMessages as m } from '../../domain/texts/sellers.ts';
import { showErrors } from '../ui/toasts.ts';

/** The button's text and the hint beside it. */
export const logoFieldTexts = {
  choose: 'Elegir logo',
  none: 'Sin logo. PNG o JPEG.',
  chosen: (name: string) => `Elegido: ${name}`,
} as const;

function readLogo(file: File): Promise<string | null> {
  // 001 §5: png/jpeg only ('Archivo incorrecto'); the server checks the content too.
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export function LogoField({
  logo,
  onLogo,
}: {
  /** The logo shown (stored or just chosen), or empty. */
  logo: string | null | undefined;
  /** A png or jpeg was chosen: its data URL. */
  onLogo: (logo: string) => void;
}) {
  // The name of the file chosen in this visit.
  const [chosenName, setChosenName] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Text size="sm" id="seller-logo-label">
        Logo
      </Text>
      {logo && <Image src={logo} alt="Logo" w={120} />}
      <Group gap="sm">
        <FileButton
          accept="image/png,image/jpeg"
          inputProps={{ 'aria-label': 'Logo' }}
          onChange={(file) => {
            if (file === null) return;
            void readLogo(file).then((read) => {
              if (read === null) showErrors([m.wrongFile]);
              else {
                setChosenName(file.name);
                onLogo(read);
              }
            });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={16} stroke={1.5} />}
              aria-describedby="seller-logo-label"
            >
              {logoFieldTexts.choose}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {chosenName !== null
            ? logoFieldTexts.chosen(chosenName)
            : logo
              ? ''
              : logoFieldTexts.none}
        </Text>
      </Group>
    </Stack>
  );
}
