// 002 §5, §6: accounting's invoice fields on a settlement (Numero de Factura, Tipo de Factura
// from TiposComprobantes, Código SAP sent as an integer and optional) with 'Confirmar
// Liquidacion' while the settlement machine takes CONFIRMAR; disabled once confirmed (002 §4).
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tiposComprobantesQueryOptions } from '../../api/settlements-queries.ts';
import { settlementMessages } from '../../domain/settlement-rules.ts';
import { showWarning } from '../ui/toasts.ts';
import type { SettlementAction } from './settlement-workflow.ts';
import { settlementButtons } from '../../../machines/settlement.ts';

/** The invoice as typed. */
export interface Invoice {
  numero: string;
  idTipo: string | null;
  /** Digits only, '' when not given. */
  sap: string;
}

/** The server's limit of an invoice number. */
export const INVOICE_NUMBER_MAX_LENGTH = 30;
const SAP_MAX_LENGTH = 15;

/** 002 §5: the first check an invoice fails, in order, or null. */
export function invoiceProblem(invoice: Invoice): string | null {
  if (invoice.numero.trim() === '') return settlementMessages.numeroFactura;
  if (invoice.idTipo === null) return settlementMessages.tipoFactura;
  return null;
}

export function InvoiceFields({
  invoice,
  onChange,
  locked,
  confirmar,
  confirming,
}: {
  invoice: Invoice;
  onChange: (invoice: Invoice) => void;
  /** Confirmed (or a call in flight): the fields are disabled. */
  locked: boolean;
  confirmar: SettlementAction;
  confirming: boolean;
}) {
  const tipos = useQuery(tiposComprobantesQueryOptions());
  const data = (tipos.data ?? []).map((t) => ({
    value: String(t.idTipoComprobante),
    label: t.descripcion,
  }));
  const confirm = () => {
    const why = invoiceProblem(invoice);
    if (why !== null) {
      showWarning(why);
      return;
    }
    void confirmar.run();
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Factura">
      <Title order={2} size="h4" mb="sm">
        Factura
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Numero de Factura"
          value={invoice.numero}
          maxLength={INVOICE_NUMBER_MAX_LENGTH}
          disabled={locked}
          onChange={(e) => onChange({ ...invoice, numero: e.currentTarget.value })}
        />
        <Select
          label="Tipo de Factura"
          placeholder="Seleccione.."
          data={data}
          value={invoice.idTipo}
          disabled={locked}
          onChange={(v) => onChange({ ...invoice, idTipo: v })}
        />
        <TextInput
          label="Código SAP"
          inputMode="numeric"
          value={invoice.sap}
          maxLength={SAP_MAX_LENGTH}
          disabled={locked}
          onChange={(e) => onChange({ ...invoice, sap: e.currentTarget.value.replace(/\D/g, '') })}
        />
      </SimpleGrid>
      {confirmar.show && (
        <Group justify="flex-end" mt="md">
          <Button
            color="green"
            onClick={confirm}
            disabled={!confirmar.enabled}
            loading={confirming}
          >
            {settlementButtons.confirmar}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
