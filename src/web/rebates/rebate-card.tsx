// 000 §2.9 the rebate card on a listing's price tab: precioInicial (the base price, read-only),
// precioFinal, the marketplace's and the seller's shares (amount and percentage), the total
// discount percentage, the dates and the units. The arithmetic and the messages of 000 §5 are
// the shared rules (src/domain/rebate-rules.ts), live as the user types; the buttons come from
// the rebate machine through its facade (rebate-workflow.ts). Category sends, modifies and
// deletes; the admin moderator approves or declines; the seller admin accepts or rejects and
// sees the card only while the rebate is En revision or Activo.
import '@mantine/core/styles/SimpleGrid.css';
import { useState } from 'react';
import { Badge, Group, Loader, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import {
  aprobarRebate,
  cambiarEstadoRebate,
  eliminarRebate,
  enviarRebate,
  modificarRebate,
  rebatePublicacionQueryOptions,
  rebatesKeys,
  type Rebate,
} from '../../api/rebates-queries.ts';
import { ApiError } from '../../api/client.ts';
import { amountFromCents, centsFromAmount } from '../../domain/money.ts';
import { todayInMarket } from '../../domain/dates.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import {
  PERCENT_ERROR,
  parseShareInput,
  parseUnitsInput,
  percentText,
  rebateBaseCents,
  rebateFigures,
  rebateValidityPassed,
  rebateMessages,
  shareFormat,
  type RebateField,
} from '../../domain/rebate-rules.ts';
import {
  estadoRebateLabels,
  rebateCallFailures,
  type IdEstadoRebate,
} from '../../../machines/rebate.ts';
import { brandName } from '../ui/brand.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { DayInput } from '../ui/day-input.tsx';
import { readOnlyField } from '../ui/read-only.ts';
import { showWarning } from '../ui/toasts.ts';
import { RebateButtons } from './rebate-card-buttons.tsx';
import { RebateHistoryButton } from './rebate-history-button.tsx';
import {
  LIVE_MESSAGES,
  formOf,
  moneyText,
  rebateErrors,
  tidy,
  type RebateForm,
} from './rebate-form.ts';
import { readsRebates, useRebateWorkflow, type RebateCalls } from './rebate-workflow.ts';

type Publicacion = components['schemas']['Publicacion'];

/** Not in the spec: said when 'Enviar' or 'Modificar' finds fields to fix. */
const FIX_FIELDS = 'Revise los datos marcados del rebate.';

export function RebateCard({
  publicacion,
  tipoUsuario,
}: {
  publicacion: Publicacion;
  tipoUsuario: TipoUsuario;
}) {
  const reads = readsRebates(tipoUsuario);
  const query = useQuery({
    ...rebatePublicacionQueryOptions(publicacion.idPublicacion),
    enabled: reads,
  });
  if (!reads) return null;
  if (query.isPending) {
    return (
      <Paper withBorder p="md" data-testid="rebate-card">
        <Loader size="sm" aria-label="Cargando rebate" />
      </Paper>
    );
  }
  if (query.isError) {
    const message =
      query.error instanceof ApiError ? query.error.errores.join(' ') : query.error.message;
    return (
      <Paper withBorder p="md" data-testid="rebate-card">
        <Text c="red" size="sm">
          {message}
        </Text>
      </Paper>
    );
  }
  const rebate = query.data;
  // A new stored rebate or state starts the machine again from it (and the fields from it).
  return (
    <RebateCardBody
      key={`${String(rebate?.idRebate ?? 'ninguno')}-${String(rebate?.idEstadoRebate ?? 0)}-${rebate?.fechaVencimiento ?? ''}`}
      publicacion={publicacion}
      tipoUsuario={tipoUsuario}
      rebate={rebate}
    />
  );
}

function RebateCardBody({
  publicacion,
  tipoUsuario,
  rebate,
}: {
  publicacion: Publicacion;
  tipoUsuario: TipoUsuario;
  rebate: Rebate | null;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RebateForm>(() => formOf(rebate));
  const [submitted, setSubmitted] = useState(false);
  // A typed text that is no day (kept under its message, not applied) holds 'Enviar' back.
  const [dayProblems, setDayProblems] = useState({ inicio: false, vencimiento: false });
  const set = <K extends keyof RebateForm>(key: K, value: RebateForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const currentBase = rebateBaseCents(
    centsFromAmount(publicacion.precioLista),
    publicacion.precioPromocional === null ? null : centsFromAmount(publicacion.precioPromocional),
  );
  const market = parseShareInput(form.aCargoMarket);
  const seller = parseShareInput(form.aCargoSeller);
  const unidades = parseUnitsInput(form.unidades);

  // Filled by the workflow below; the calls read the values at the moment they run.
  const values = () => {
    const figures = rebateFigures(currentBase, market ?? 0, seller ?? 0);
    return {
      idPublicacion: publicacion.idPublicacion,
      precioInicial: amountFromCents(currentBase),
      precioFinal: amountFromCents(figures.precioFinalCents),
      aCargoMarket: amountFromCents(market ?? 0),
      aCargoSeller: amountFromCents(seller ?? 0),
      fechaInicio: form.fechaInicio ?? '',
      fechaVencimiento: form.fechaVencimiento ?? '',
      unidades: unidades ?? 0,
    };
  };
  const idRebate = () => {
    if (rebate === null) throw new ApiError(409, [rebateMessages.noRebate]);
    return rebate.idRebate;
  };
  const calls: RebateCalls = {
    enviar: async () => {
      await enviarRebate(values(), rebateCallFailures.enviar);
    },
    modificar: async () => {
      await modificarRebate({ ...values(), idRebate: idRebate() }, rebateCallFailures.modificar);
    },
    eliminar: () => eliminarRebate(idRebate(), rebateCallFailures.eliminar),
    cambiarEstado: async (idEstado: IdEstadoRebate) => {
      // 001 §4: approve sends 2, or 3 for a seller admin: the server knows the role.
      if (idEstado === 2 || idEstado === 3) {
        await aprobarRebate(idRebate(), rebateCallFailures.cambiarEstado);
      } else {
        await cambiarEstadoRebate(idRebate(), idEstado, rebateCallFailures.cambiarEstado);
      }
    },
  };
  const wf = useRebateWorkflow({
    tipoUsuario,
    estado: rebate?.idEstadoRebate ?? null,
    vencido: rebate !== null && rebateValidityPassed(rebate.fechaVencimiento, todayInMarket()),
    calls,
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: rebatesKeys.listing(publicacion.idPublicacion),
      }),
  });
  if (!wf.visible) return null;

  const editable = wf.editable && !wf.busy;
  // A rebate being typed is computed on today's base price (the server checks it is the
  // same); one only looked at shows the figures it was sent with.
  const base = wf.editable || rebate === null ? currentBase : centsFromAmount(rebate.precioInicial);
  const figures = rebateFigures(base, market ?? 0, seller ?? 0);

  const allErrors = rebateErrors({
    form,
    baseCents: base,
    market,
    seller,
    unidades,
    fechaInicioGuardada: rebate?.fechaInicio ?? null,
  });
  const shown = wf.editable
    ? allErrors.filter((e) => submitted || LIVE_MESSAGES.has(e.message))
    : [];
  const errorOf = (field: RebateField) => {
    const messages = shown.filter((e) => e.field === field).map((e) => e.message);
    return messages.length > 0 ? messages.join(' ') : undefined;
  };

  const submit = async (command: () => Promise<boolean>) => {
    setSubmitted(true);
    if (allErrors.length > 0 || dayProblems.inicio || dayProblems.vencimiento) {
      showWarning(FIX_FIELDS);
      return;
    }
    await command();
  };

  const percent = (p: number | null) => percentText(p);
  const percentError = (p: number | null) => (percentText(p) === PERCENT_ERROR ? true : undefined);
  const today = todayInMarket();

  return (
    <Paper withBorder p="md" data-testid="rebate-card">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Rebate</Title>
        {wf.estado !== null && (
          <Badge variant="light" data-testid="rebate-estado">
            {estadoRebateLabels[wf.estado]}
          </Badge>
        )}
      </Group>
      {rebate === null && !wf.editable && (
        <Text size="sm" c="dimmed" mb="sm">
          La publicación no tiene un rebate vigente.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Precio inicial"
          leftSection="$"
          {...readOnlyField()}
          value={moneyText(base)}
          data-testid="rebate-precio-inicial"
        />
        <TextInput
          label="Precio final"
          leftSection="$"
          {...readOnlyField()}
          value={moneyText(figures.precioFinalCents)}
          error={errorOf('precioFinal')}
          data-testid="rebate-precio-final"
        />
        <AmountInput
          label={`A cargo de ${brandName}`}
          leftSection="$"
          placeholder="1.234,56"
          format={shareFormat}
          value={form.aCargoMarket}
          {...readOnlyField(!editable)}
          error={errorOf('aCargoMarket')}
          onValueChange={(v) => set('aCargoMarket', v)}
          onBlur={() => set('aCargoMarket', tidy(form.aCargoMarket))}
          data-testid="rebate-a-cargo-market"
        />
        <TextInput
          label={`Porcentaje ${brandName}`}
          {...readOnlyField()}
          value={percent(figures.porcentajeMarket)}
          error={percentError(figures.porcentajeMarket)}
          data-testid="rebate-porcentaje-market"
        />
        <AmountInput
          label="A cargo del seller"
          leftSection="$"
          placeholder="1.234,56"
          format={shareFormat}
          value={form.aCargoSeller}
          {...readOnlyField(!editable)}
          error={errorOf('aCargoSeller')}
          onValueChange={(v) => set('aCargoSeller', v)}
          onBlur={() => set('aCargoSeller', tidy(form.aCargoSeller))}
          data-testid="rebate-a-cargo-seller"
        />
        <TextInput
          label="Porcentaje seller"
          {...readOnlyField()}
          value={percent(figures.porcentajeSeller)}
          error={percentError(figures.porcentajeSeller)}
          data-testid="rebate-porcentaje-seller"
        />
        <TextInput
          label="Porcentaje total de descuento"
          {...readOnlyField()}
          value={percent(figures.porcentajeTotalDescuento)}
          error={percentError(figures.porcentajeTotalDescuento)}
          data-testid="rebate-porcentaje-total"
        />
        <TextInput
          label="Unidades"
          inputMode="numeric"
          value={form.unidades}
          {...readOnlyField(!editable)}
          disabled={wf.unidadesDisabled}
          error={errorOf('unidades')}
          onChange={(e) => set('unidades', e.currentTarget.value)}
          data-testid="rebate-unidades"
        />
        <DayInput
          label="Fecha de inicio"
          value={form.fechaInicio}
          onChange={(iso) => set('fechaInicio', iso)}
          onProblemChange={(p) => setDayProblems((d) => ({ ...d, inicio: p !== null }))}
          // A typed day before today is kept: the card's rule says 'no puede ser anterior a hoy'.
          outOfRange="pass"
          minDay={editable && rebate === null ? today : undefined}
          {...readOnlyField(!editable)}
          error={errorOf('fechaInicio')}
          data-testid="rebate-fecha-inicio"
        />
        <DayInput
          label="Fecha de vencimiento"
          value={form.fechaVencimiento}
          onChange={(iso) => set('fechaVencimiento', iso)}
          onProblemChange={(p) => setDayProblems((d) => ({ ...d, vencimiento: p !== null }))}
          outOfRange="pass"
          minDay={editable ? today : undefined}
          {...readOnlyField(!editable)}
          error={errorOf('fechaVencimiento')}
          data-testid="rebate-fecha-vencimiento"
        />
      </SimpleGrid>
      <RebateButtons wf={wf} onSubmit={(command) => void submit(command)} />
      {rebate !== null && (
        <Group justify="flex-end" mt="xs">
          <RebateHistoryButton idRebate={rebate.idRebate} />
        </Group>
      )}
    </Paper>
  );
}
