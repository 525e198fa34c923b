// 000 §2.7 the listing form: six tabs, the buttons of each mode, client validation with the
// shared rules before sending (errors under their fields, tabs with errors marked), and the
// workflow of 000 §4 through the listing machine (form-workflow.ts). Leaving it with changes
// not saved ('Cancelar', the sidebar, back, closing the tab) asks first (issue 11).
import '@mantine/core/styles/Tabs.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  alicuotasIvaQueryOptions,
  motivosRevisionQueryOptions,
  tiposPublicacionSellerQueryOptions,
  type Publicacion,
} from '../../api/listing-form-queries.ts';
import { historialPublicacionQueryOptions, listingsLoadTexts } from '../../api/listings-queries.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryTable } from '../ui/history-table.tsx';
import type { TipoUsuario } from '../../domain/roles.ts';
import { useListingFormActions } from './form-actions.ts';
import { BasicTab } from './form-basic-tab.tsx';
import { FormButtons } from './form-buttons.tsx';
import { DeliveryTab } from './form-delivery-tab.tsx';
import { ImagesTab } from './form-images-tab.tsx';
import { PriceTab } from './form-price-tab.tsx';
import {
  emptyForm,
  fieldAccess,
  formFromPublicacion,
  TABS,
  tabsWithErrors,
  validateForm,
  type FormErrors,
  type ListingForm,
  type TabId,
} from './form-state.ts';
import { StatusTab } from './form-status-tab.tsx';
import { showCallError, showWarning } from '../ui/toasts.ts';
import { useLeaveGuard } from '../ui/use-leave-guard.tsx';
import { hasUnsavedChanges } from './form-dirty.ts';
import { WarrantyTab } from './form-warranty-tab.tsx';
import { listingMessages } from '../../domain/texts/listings.ts';

/** Not in the spec: said when 'Guardar' finds fields to fix. */

export interface ListingFormScreenProps {
  tipoUsuario: TipoUsuario;
  userId: number;
  idSeller: number;
  volverA: string;
  /** Null: create mode. */
  publicacion: Publicacion | null;
  sellerName: string;
  /** After 'Guardar y Crear' created a listing: start again with an empty form. */
  onCreatedAnother: () => void;
  /**
   * 000 §2.9: the rebate card of a stored listing, shown on the price tab. The rebates area's,
   * passed in by the route (areas never import each other).
   */
  rebateSlot?: (publicacion: Publicacion) => ReactNode;
}

export function ListingFormScreen({
  tipoUsuario,
  userId,
  idSeller,
  volverA,
  publicacion,
  sellerName,
  onCreatedAnother,
  rebateSlot,
}: ListingFormScreenProps) {
  const createMode = publicacion === null;
  const access = fieldAccess(tipoUsuario);

  const [form, setForm] = useState<ListingForm>(() =>
    publicacion === null ? emptyForm() : formFromPublicacion(publicacion),
  );
  // Errors show once 'Guardar' was pressed, and then follow every change.
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<TabId | 'historial'>('basicos');
  const errors: FormErrors = useMemo(() => (checked ? validateForm(form) : {}), [checked, form]);
  const markedTabs = tabsWithErrors(errors);

  const vat = useQuery(alicuotasIvaQueryOptions());
  const tipos = useQuery(tiposPublicacionSellerQueryOptions(idSeller));
  const motivos = useQuery({ ...motivosRevisionQueryOptions(), enabled: !createMode });
  useEffect(() => {
    for (const q of [vat, tipos, motivos]) {
      if (q.isError) showCallError(q.error, listingsLoadTexts.catalogue);
    }
    // Each failure once, when it happens.
  }, [vat.isError, tipos.isError, motivos.isError]);

  /** Client validation (000 §5) before anything is sent; false when something must be fixed. */
  const validate = (): boolean => {
    setChecked(true);
    const marked = tabsWithErrors(validateForm(form));
    const first = marked[0];
    if (first === undefined) return true;
    if (tab === 'historial' || !marked.includes(tab)) setTab(first);
    showWarning(listingMessages.fixFields);
    return false;
  };

  const actions = useListingFormActions({
    tipoUsuario,
    userId,
    idSeller,
    volverA,
    publicacion,
    form,
    setForm,
    validate,
    onCreatedAnother,
  });
  const { workflow, stored } = actions;
  // Issue 11: leaving with changes not saved ('Cancelar', the sidebar, back) asks first.
  const dirty = useMemo(
    () =>
      hasUnsavedChanges({
        form,
        stored,
        revision: actions.revision,
        sellerChange: actions.sellerChange,
      }),
    [form, stored, actions.revision, actions.sellerChange],
  );
  const leaveGuard = useLeaveGuard(dirty);

  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {createMode ? 'Nueva publicación' : 'Editar publicación'}
        </Title>
        {!createMode && (
          <Text c="dimmed" size="sm" data-testid="publicacion-id">
            {stored?.titulo} (id {stored?.idPublicacion})
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p="md">
        <Tabs
          value={tab}
          onChange={(v) => v !== null && setTab(v as TabId | 'historial')}
          keepMounted
        >
          <Tabs.List mb="md">
            {TABS.map((t) => {
              const marked = markedTabs.includes(t.id);
              return (
                <Tabs.Tab
                  key={t.id}
                  value={t.id}
                  color={marked ? 'red' : undefined}
                  c={marked ? 'red' : undefined}
                  data-error={marked ? 'true' : undefined}
                  rightSection={
                    marked ? <IconAlertCircle size={14} aria-label="Con errores" /> : undefined
                  }
                >
                  {t.label}
                </Tabs.Tab>
              );
            })}
            {/* Not one of the six tabs of 000 §2.7: what happened to the stored listing. */}
            {stored && <Tabs.Tab value="historial">Historial</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="basicos">
            <BasicTab
              form={form}
              setForm={setForm}
              errors={errors}
              skuMarket={stored?.skuMarket ?? null}
              sellerName={sellerName}
              sellerHref={access.sellerLink ? `/Sellers/Editar/${idSeller}` : null}
              onOpenSeller={actions.go}
            />
          </Tabs.Panel>
          <Tabs.Panel value="precio">
            <PriceTab
              form={form}
              setForm={setForm}
              errors={errors}
              pricesDisabled={access.pricesDisabled}
              vatRates={vat.data ?? []}
              tipos={tipos.data ?? []}
              storedTipo={stored?.tipoPublicacion ?? null}
              rebate={stored && rebateSlot ? rebateSlot(stored) : null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="entrega">
            <DeliveryTab
              form={form}
              setForm={setForm}
              showEnvioPropio={stored?.seller.envioPropio ?? false}
              envioPropioEditable={access.envioPropioEditable}
              error={errors.tipoEntrega}
            />
          </Tabs.Panel>
          <Tabs.Panel value="imagenes">
            <ImagesTab
              images={form.imagenes}
              onImagesChange={(update) => setForm((f) => ({ ...f, imagenes: update(f.imagenes) }))}
              storedIds={stored?.imagenes.map((i) => i.idImagen) ?? []}
              idPublicacion={stored?.idPublicacion ?? null}
              error={errors.imagenes}
              onReordered={actions.imagesReordered}
            />
          </Tabs.Panel>
          <Tabs.Panel value="estado">
            <StatusTab
              workflow={workflow}
              createMode={createMode}
              motivos={motivos.data ?? []}
              revision={actions.revision}
              onRevisionChange={actions.setRevision}
              sellerChange={actions.sellerChange}
              onSellerChange={actions.setSellerChange}
              onAprobar={() => void actions.aprobar()}
              onPausarRevision={actions.pausarRevision}
            />
          </Tabs.Panel>
          <Tabs.Panel value="garantia">
            <WarrantyTab form={form} setForm={setForm} errors={errors} />
          </Tabs.Panel>
          {stored && (
            <Tabs.Panel value="historial">
              {/* Read when opened, so that it shows what the last save changed. */}
              {tab === 'historial' && (
                <HistoryTable
                  query={(page) =>
                    historialPublicacionQueryOptions(
                      stored.idPublicacion,
                      page,
                      HISTORY_LOAD_FAILED,
                    )
                  }
                  label={`Historial de la publicación ${String(stored.idPublicacion)}`}
                />
              )}
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
      <Group gap="sm">
        <FormButtons
          createMode={createMode}
          saving={actions.saving}
          canCrear={workflow.canCrear}
          canEliminar={workflow.canEliminar}
          onCreate={(another) => void actions.create(another)}
          onSave={() => void actions.save()}
          onDelete={actions.remove}
          onCancel={() => actions.go(volverA)}
        />
      </Group>
      {leaveGuard}
    </Stack>
  );
}
