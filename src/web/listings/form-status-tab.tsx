// 000 §2.7 'Estado', §4: the status label and the workflow buttons, each shown and enabled by
// the listing machine (form-workflow.ts). Sellers mark 'Publicar' or 'Pausar' and the change is
// applied when they save; category/admin 'Aprobar' and 'Pausar' (to en_revision, with a review
// reason) are immediate. The review reason is selectable by staff while en_revision (saved
// with 'Guardar'); the comment box shows for the last reason of the list when not activo.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { listingMessages } from '../../domain/listing-rules.ts';
import { estadoPublicacionLabels, listingButtons } from '../../../machines/listing.ts';
import { showsReviewComment } from './form-state.ts';
import type { ListingWorkflow } from './form-workflow.ts';
import { readOnlyField } from '../ui/read-only.ts';
import { WorkflowButtons } from '../ui/workflow-buttons.tsx';

export type SellerChange = 'PUBLICAR' | 'PAUSAR';

export interface Revision {
  idMotivoRevision: number | null;
  observacionesRevision: string;
}

export interface StatusTabProps {
  workflow: ListingWorkflow;
  createMode: boolean;
  motivos: readonly { codigo: number; descripcion: string }[];
  revision: Revision;
  onRevisionChange: (revision: Revision) => void;
  sellerChange: SellerChange | null;
  onSellerChange: (change: SellerChange | null) => void;
  onAprobar: () => void;
  onPausarRevision: (idMotivoRevision: number, observaciones: string | null) => Promise<boolean>;
}

const reasonData = (motivos: StatusTabProps['motivos']) =>
  motivos.map((m) => ({ value: String(m.codigo), label: m.descripcion }));

export function StatusTab({
  workflow,
  createMode,
  motivos,
  revision,
  onRevisionChange,
  sellerChange,
  onSellerChange,
  onAprobar,
  onPausarRevision,
}: StatusTabProps) {
  const [pauseOpen, setPauseOpen] = useState(false);
  const estado = workflow.estado;
  const label = estado === null || estado === 5 ? null : estadoPublicacionLabels[estado];
  const showComment = showsReviewComment(motivos, revision.idMotivoRevision, estado);
  const toggle = (change: SellerChange) => onSellerChange(sellerChange === change ? null : change);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={500}>Estado:</Text>
        {label === null ? (
          <Text size="sm" c="dimmed" data-testid="estado-label">
            La publicación se crea PENDIENTE y queda a la espera de aprobación.
          </Text>
        ) : (
          <Badge color={label.color} size="lg" data-testid="estado-label">
            {label.texto}
          </Badge>
        )}
      </Group>

      <WorkflowButtons
        gap="sm"
        buttons={[
          {
            key: 'publicar',
            label: listingButtons.publicar,
            color: 'green',
            variant: sellerChange === 'PUBLICAR' ? 'filled' : 'outline',
            show: workflow.showPublicar,
            enabled: workflow.canPublicar && !createMode,
            pressed: sellerChange === 'PUBLICAR',
            onClick: () => toggle('PUBLICAR'),
          },
          {
            key: 'pausar',
            label: listingButtons.pausar,
            color: 'red',
            variant: sellerChange === 'PAUSAR' ? 'filled' : 'outline',
            show: workflow.pausar !== 'oculto',
            enabled: workflow.pausar !== 'deshabilitado' && workflow.canPausar,
            pressed: sellerChange === 'PAUSAR',
            onClick: () => toggle('PAUSAR'),
          },
          {
            key: 'aprobar',
            label: listingButtons.aprobar,
            color: 'green',
            show: workflow.showAprobar,
            enabled: workflow.canAprobar,
            loading: workflow.busy,
            onClick: onAprobar,
          },
          {
            key: 'pausar-revision',
            label: listingButtons.pausar,
            color: 'red',
            variant: 'outline',
            show: workflow.showPausarRevision,
            enabled: workflow.canPausarRevision,
            onClick: () => setPauseOpen(true),
          },
        ]}
      />
      {sellerChange !== null && (
        <Text size="sm" c="blue" data-testid="cambio-pendiente">
          {sellerChange === 'PUBLICAR'
            ? 'Al guardar, la publicación pasará a ACTIVO.'
            : 'Al guardar, la publicación pasará a PAUSADO.'}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => onSellerChange(null)}>
            Deshacer
          </Anchor>
        </Text>
      )}

      {!createMode && (
        <Stack gap="xs" maw={520}>
          <Select
            label="Motivo de revisión"
            data={reasonData(motivos)}
            value={revision.idMotivoRevision === null ? null : String(revision.idMotivoRevision)}
            disabled={!workflow.motivoEditable}
            placeholder={workflow.motivoEditable ? 'Elija un motivo' : undefined}
            allowDeselect={false}
            onChange={(v) =>
              onRevisionChange({
                ...revision,
                idMotivoRevision: v === null ? null : Number(v),
              })
            }
            comboboxProps={{ withinPortal: true }}
            data-testid="motivo-revision"
          />
          {showComment && (
            <Textarea
              label="Observaciones de revisión"
              autosize
              minRows={2}
              maxLength={500}
              {...readOnlyField(!workflow.motivoEditable)}
              value={revision.observacionesRevision}
              onChange={(e) =>
                onRevisionChange({ ...revision, observacionesRevision: e.currentTarget.value })
              }
            />
          )}
          {workflow.motivoEditable && (
            <Text size="xs" c="dimmed">
              El cambio de motivo se guarda con &apos;Guardar&apos;.
            </Text>
          )}
        </Stack>
      )}

      <PauseForReviewModal
        opened={pauseOpen}
        motivos={motivos}
        busy={workflow.busy}
        onClose={() => setPauseOpen(false)}
        onConfirm={async (idMotivo, observaciones) => {
          if (await onPausarRevision(idMotivo, observaciones)) setPauseOpen(false);
        }}
      />
    </Stack>
  );
}

/** The staff 'Pausar': the listing goes to en_revision with the reason chosen here. */
function PauseForReviewModal({
  opened,
  motivos,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  motivos: StatusTabProps['motivos'];
  busy: boolean;
  onClose: () => void;
  onConfirm: (idMotivoRevision: number, observaciones: string | null) => Promise<void>;
}) {
  const [motivo, setMotivo] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The listing is going to en_revision (not activo): the last reason opens the comment box.
  const showComment = showsReviewComment(motivos, motivo, 4);

  return (
    <Modal opened={opened} onClose={onClose} title="Pausar publicación" centered>
      <Stack gap="sm">
        <Text size="sm">La publicación pasará a EN REVISIÓN con el motivo elegido.</Text>
        <Select
          label="Motivo de revisión"
          required
          data={reasonData(motivos)}
          value={motivo === null ? null : String(motivo)}
          error={error}
          onChange={(v) => {
            setMotivo(v === null ? null : Number(v));
            setError(null);
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="motivo-pausa"
        />
        {showComment && (
          <Textarea
            label="Observaciones de revisión"
            autosize
            minRows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => {
              if (motivo === null) {
                setError(listingMessages.reviewReasonRequired);
                return;
              }
              void onConfirm(motivo, showComment && comment.trim() !== '' ? comment.trim() : null);
            }}
          >
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
