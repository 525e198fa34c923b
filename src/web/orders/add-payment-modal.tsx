// 001 §2.1, §5: the add-payment modal of Medio de pago (the admin moderator's). The plan is looked
// up by its number (platform 1, 10 per page, page 1) half a second after typing (001 §9); every
// value is checked as 001 §5 says and any failure reads 'Valores incompletos o Nro plan
// inexistente'. The server checks all of it again.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  adquirientesQueryOptions,
  agregarCuponPago,
  planPorNumero,
  type Orden,
} from '../../api/orders-queries.ts';
import { couponComplete, orderMessages, type CouponDraft } from '../../domain/order-rules.ts';
import { amountFromCents, parseMoneyInput } from '../../domain/money.ts';
import type { AmountFormat } from '../../domain/typed-amount.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';

const empty: CouponDraft = {
  nroPlan: null,
  tarjeta: '',
  montoCuota: null,
  nroCupon: null,
  ultimosCuatroDigitos: '',
  primerosSeisDigitos: '',
  idAdquiriente: null,
  idTransaccion: null,
  recargo: null,
};

const numberOf = (v: string | number): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** 001 §5: the coupon's amounts in pesos and centavos, written as the screens show them. */
const couponAmountFormat: AmountFormat = { kind: 'pesos', maxLength: 18 };

/** A typed amount ('1.234,5') in pesos; null when empty or not an amount (001 §5 then warns). */
const amountOf = (text: string): number | null => {
  const cents = parseMoneyInput(text);
  return cents === null || cents === undefined ? null : amountFromCents(cents);
};

export function AddPaymentModal({
  orden,
  opened,
  onClose,
  onAdded,
}: {
  orden: Orden;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(empty);
  const [banco, setBanco] = useState('');
  const [autorizacion, setAutorizacion] = useState('');
  // The amounts as typed ('1.234,56'); the draft holds what they read as.
  const [montoCuota, setMontoCuota] = useState('');
  const [recargo, setRecargo] = useState('');
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const adquirientes = useQuery({ ...adquirientesQueryOptions(), enabled: opened });
  // 001 §9: the plan search waits 500 ms after typing.
  const [numero] = useDebouncedValue(draft.nroPlan, 500);
  const plan = useQuery({
    queryKey: ['orders', 'plan', numero],
    queryFn: ({ signal }) => planPorNumero(numero ?? 0, signal),
    enabled: opened && numero !== null && numero > 0,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!opened) {
      setDraft(empty);
      setBanco('');
      setAutorizacion('');
      setMontoCuota('');
      setRecargo('');
    }
  }, [opened]);

  const save = async () => {
    const found = numero === draft.nroPlan ? plan.data : null;
    if (!couponComplete(draft) || found === null || found === undefined) {
      showWarning(orderMessages.cuponInvalido);
      return;
    }
    setSaving(true);
    try {
      await agregarCuponPago(
        {
          idOrden: orden.idOrden,
          nroPlan: draft.nroPlan ?? 0,
          tarjeta: draft.tarjeta.trim(),
          montoCuota: draft.montoCuota ?? 0,
          banco: banco.trim() === '' ? null : banco.trim(),
          autorizacion: autorizacion.trim() === '' ? null : autorizacion.trim(),
          nroCupon: draft.nroCupon ?? 0,
          ultimosCuatroDigitos:
            draft.ultimosCuatroDigitos === '' ? null : draft.ultimosCuatroDigitos,
          primerosSeisDigitos: draft.primerosSeisDigitos === '' ? null : draft.primerosSeisDigitos,
          idAdquiriente: draft.idAdquiriente ?? 0,
          idTransaccion: draft.idTransaccion ?? 0,
          recargo: draft.recargo ?? 0,
        },
        orderMessages.cuponNoAgregado,
      );
      showSuccess(orderMessages.cuponAgregado);
      onAdded();
      onClose();
    } catch (error) {
      showCallError(error, orderMessages.cuponNoAgregado);
    } finally {
      setSaving(false);
    }
  };

  const planText =
    draft.nroPlan === null
      ? ''
      : plan.isFetching || numero !== draft.nroPlan
        ? 'Buscando el plan...'
        : plan.data
          ? `${plan.data.descripcion} (${String(plan.data.cuotas)} cuotas)`
          : 'Nro plan inexistente';
  return (
    <Modal opened={opened} onClose={onClose} title="Agregar pago" size="lg" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <NumberInput
            label="Nro. Plan"
            value={draft.nroPlan ?? ''}
            onChange={(v) => set('nroPlan', numberOf(v))}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
          <Text size="xs" c="dimmed" data-testid="plan-encontrado">
            {planText}
          </Text>
        </div>
        <TextInput
          label="Tarjeta"
          value={draft.tarjeta}
          maxLength={40}
          onChange={(e) => set('tarjeta', e.currentTarget.value)}
        />
        <AmountInput
          label="Monto cuota"
          format={couponAmountFormat}
          value={montoCuota}
          onValueChange={(v) => {
            setMontoCuota(v);
            set('montoCuota', amountOf(v));
          }}
        />
        <AmountInput
          label="Recargo"
          format={couponAmountFormat}
          value={recargo}
          onValueChange={(v) => {
            setRecargo(v);
            set('recargo', amountOf(v));
          }}
        />
        <TextInput
          label="Banco"
          value={banco}
          maxLength={60}
          onChange={(e) => setBanco(e.currentTarget.value)}
        />
        <TextInput
          label="Autorización"
          value={autorizacion}
          maxLength={20}
          onChange={(e) => setAutorizacion(e.currentTarget.value)}
        />
        <NumberInput
          label="Nro. Cupón"
          value={draft.nroCupon ?? ''}
          onChange={(v) => set('nroCupon', numberOf(v))}
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <NumberInput
          label="Id Transacción"
          value={draft.idTransaccion ?? ''}
          onChange={(v) => set('idTransaccion', numberOf(v))}
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <TextInput
          label="Primeros 6 dígitos"
          value={draft.primerosSeisDigitos}
          maxLength={6}
          inputMode="numeric"
          onChange={(e) => set('primerosSeisDigitos', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          label="Últimos 4 dígitos"
          value={draft.ultimosCuatroDigitos}
          maxLength={4}
          inputMode="numeric"
          onChange={(e) => set('ultimosCuatroDigitos', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Select
          label="Adquiriente"
          placeholder="Seleccione"
          data={(adquirientes.data ?? []).map((a) => ({
            value: String(a.id),
            label: a.descripcion,
          }))}
          value={draft.idAdquiriente === null ? null : String(draft.idAdquiriente)}
          onChange={(v) => set('idAdquiriente', v === null ? null : Number(v))}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          Guardar
        </Button>
      </Group>
    </Modal>
  );
}
