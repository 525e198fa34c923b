// 001 §2.3, §5, §8 Banner Tienda (admin/category): the store's CDN banners as rows of description
// and URL. Another row is added only when the last one has a value ('Debe llenar al menos un valor
// en la última fila antes de agregar otra.'); one blank row is always kept. Guardar creates,
// updates and deletes them in one save (saveBanners).
import { type ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { crearCdnSeller, editarCdnSeller, type BannerSeller } from '../../api/sellers-queries.ts';
import { mayAddBannerRow } from '../../domain/seller-rules.ts';
import { sellerMessages } from '../../domain/texts/sellers.ts';
import { showErrors } from '../ui/toasts.ts';

export interface BannerRow {
  /** The stored banner's id; null: a new row. */
  id: number | null;
  descripcion: string;
  cdnUrl: string;
}

const blank = (): BannerRow => ({ id: null, descripcion: '', cdnUrl: '' });

/** The rows of the stored banners, plus the blank row kept at the end. */
export const bannerRowsOf = (cdn: readonly BannerSeller[]): BannerRow[] => [
  ...cdn.map((b) => ({ id: b.id, descripcion: b.descripcion, cdnUrl: b.cdnUrl })),
  blank(),
];

const filled = (r: BannerRow) => r.descripcion.trim() !== '' || r.cdnUrl.trim() !== '';

/**
 * One save of the banners (001 §5: admin/category update the CDNs first): the new filled rows
 * are created, the changed ones updated, the removed ones deleted. Answers the toast to show:
 * 'No hubo cambios en los CDNs', the success, or the failure.
 */
export async function saveBanners(
  idSeller: number,
  stored: readonly BannerSeller[],
  rows: readonly BannerRow[],
): Promise<'sin-cambios' | 'ok' | 'error'> {
  const nuevos = rows.filter((r) => r.id === null && filled(r));
  const cambios = stored.flatMap((b) => {
    const row = rows.find((r) => r.id === b.id);
    if (!row) return [{ ...b, eliminado: true }];
    if (row.descripcion === b.descripcion && row.cdnUrl === b.cdnUrl) return [];
    return [{ ...b, descripcion: row.descripcion, cdnUrl: row.cdnUrl, eliminado: !filled(row) }];
  });
  if (nuevos.length === 0 && cambios.length === 0) return 'sin-cambios';
  const results = await Promise.allSettled([
    cambios.length > 0
      ? editarCdnSeller(idSeller, cambios, sellerMessages.cdnFailed)
      : Promise.resolve(null),
    nuevos.length > 0
      ? crearCdnSeller(
          idSeller,
          nuevos.map((r) => ({ descripcion: r.descripcion.trim(), cdnUrl: r.cdnUrl.trim() })),
          sellerMessages.cdnFailed,
        )
      : Promise.resolve(null),
  ]);
  return results.some((r) => r.status === 'rejected') ? 'error' : 'ok';
}

export function BannersTab({
  rows,
  onChange,
}: {
  rows: BannerRow[];
  onChange: (rows: BannerRow[]) => void;
}): ReactNode {
  const set = (i: number, patch: Partial<BannerRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack>
      {rows.map((r, i) => (
        <Group key={r.id ?? `nuevo-${String(i)}`} align="end">
          <TextInput
            label="Descripción"
            maxLength={100}
            value={r.descripcion}
            onChange={(e) => set(i, { descripcion: e.currentTarget.value })}
          />
          <TextInput
            label="URL CDN"
            maxLength={500}
            w={420}
            value={r.cdnUrl}
            onChange={(e) => set(i, { cdnUrl: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Quitar banner"
            disabled={rows.length === 1}
            onClick={() => {
              const next = rows.filter((_, j) => j !== i);
              onChange(next.length === 0 ? [blank()] : next);
            }}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => {
            if (!mayAddBannerRow(rows)) {
              showErrors([sellerMessages.bannerRowEmpty]);
              return;
            }
            onChange([...rows, blank()]);
          }}
        >
          Agregar banner
        </Button>
      </Group>
    </Stack>
  );
}
