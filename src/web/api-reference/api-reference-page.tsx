// The API reference (issue 12 point 4): every operation of the contract, grouped by area, with
// who may call it, its parameters, its body and its answers, and the named schemas they refer
// to. Drawn from openapi/bundle.json at build time, so it never drifts from what the server
// validates. Public, like /Diagramas (it shows the contract, not data), and its own chunk: the
// login screen downloads none of it.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Fragment, type ReactNode } from 'react';
import { Anchor, Badge, Box, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  contractInfo,
  fieldRows,
  limitsText,
  namedSchemas,
  referenceAreas,
  refsOf,
  typeText,
  type Body,
  type ReferenceOperation,
  type Schema,
} from './contract-reference.ts';

const areas = referenceAreas();

const methodColor: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'grape',
  DELETE: 'red',
};

const placeOf: Record<string, string> = {
  query: 'consulta',
  path: 'ruta',
  header: 'encabezado',
  cookie: 'cookie',
};

const schemaAnchor = (name: string) => `esquema-${name}`;

/** `**bold**` and `code` of the contract's texts, the only markup they use inline. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**'))
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <Code key={i}>{part.slice(1, -1)}</Code>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** The contract's descriptions: paragraphs split by blank lines, their wrapped lines joined. */
function Prose({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <>
      {paragraphs.map((p, i) => {
        const list = /^\s*(-|\d+\.) /m.test(p);
        return (
          <Text key={i} size="sm" style={list ? { whiteSpace: 'pre-line' } : undefined}>
            {inline(list ? p.trim() : p.trim().replace(/\s*\n\s*/g, ' '))}
          </Text>
        );
      })}
    </>
  );
}

/** A schema's type, with a link to each named schema it refers to. */
function TypeOf({ schema }: { schema: Schema | undefined }) {
  const refs = refsOf(schema);
  const limits = limitsText(schema);
  return (
    <Text size="sm" component="span">
      <Code>{typeText(schema)}</Code>
      {refs.length > 0 ? ' → ' : null}
      {refs.map((name, i) => (
        <Fragment key={name}>
          {i > 0 ? ', ' : null}
          <Anchor href={`#${schemaAnchor(name)}`} size="sm">
            {name}
          </Anchor>
        </Fragment>
      ))}
      {limits ? <Text span size="xs" c="dimmed">{` (${limits})`}</Text> : null}
    </Text>
  );
}

/** One row of a field table: a body's field or an operation's parameter. */
interface TableRow {
  key: string;
  name: string;
  /** Where a parameter goes (query, path...); fields have none. */
  place?: string;
  schema: Schema | undefined;
  required: boolean;
  description: string | undefined;
}

/**
 * The table of a body's fields (`nameHeader` 'Campo') or of an operation's parameters
 * ('Parámetro', with the 'En' column of their place); nothing when there are no rows.
 */
function FieldTable({
  caption,
  nameHeader,
  withPlace = false,
  rows,
}: {
  caption: string;
  nameHeader: string;
  withPlace?: boolean;
  rows: TableRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            {withPlace ? <Table.Th>En</Table.Th> : null}
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Obligatorio</Table.Th>
            <Table.Th>Descripción</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Code>{row.name}</Code>
              </Table.Td>
              {withPlace ? <Table.Td>{row.place}</Table.Td> : null}
              <Table.Td>
                <TypeOf schema={row.schema} />
              </Table.Td>
              <Table.Td>{row.required ? 'Sí' : 'No'}</Table.Td>
              <Table.Td>{row.description ? inline(row.description) : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The fields of a schema (and of its inline objects) as a field table. */
function SchemaFields({ schema, caption }: { schema: Schema | undefined; caption: string }) {
  const rows = fieldRows(schema).map((row) => ({
    key: row.name,
    name: row.name,
    schema: row.schema,
    required: row.required,
    description: row.schema.description,
  }));
  return <FieldTable caption={caption} nameHeader="Campo" rows={rows} />;
}

function Bodies({ bodies, caption }: { bodies: Body[]; caption: string }) {
  return (
    <>
      {bodies.map((body) => (
        <Stack key={body.mediaType} gap={4}>
          <Text size="sm">
            <Code>{body.mediaType}</Code> <TypeOf schema={body.schema} />
          </Text>
          <SchemaFields schema={body.schema} caption={`${caption} (${body.mediaType})`} />
        </Stack>
      ))}
    </>
  );
}

function OperationView({ op }: { op: ReferenceOperation }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`op-${op.id}`} id={op.id}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Badge color={methodColor[op.method] ?? 'gray'} variant="filled" radius="sm">
            {op.method}
          </Badge>
          <Title order={3} size="h5" id={`op-${op.id}`} style={{ wordBreak: 'break-all' }}>
            {op.path}
          </Title>
        </Group>
        <Text fw={600} size="sm">
          {inline(op.summary)}
        </Text>
        <Text size="xs" c="dimmed">
          operationId <Code>{op.id}</Code> ·{' '}
          {op.secured ? 'Requiere sesión (token bearer)' : 'Pública: no requiere sesión'}
        </Text>
        <Prose text={op.description} />
        <FieldTable
          caption={`Parámetros de ${op.id}`}
          nameHeader="Parámetro"
          withPlace
          rows={op.parameters.map((p) => ({
            key: `${p.in}-${p.name}`,
            name: p.name,
            place: placeOf[p.in] ?? p.in,
            schema: p.schema,
            required: p.required ?? false,
            description: p.description,
          }))}
        />
        {op.requestBody ? (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Cuerpo de la solicitud{op.requestBody.required ? '' : ' (opcional)'}
            </Text>
            <Bodies bodies={op.requestBody.bodies} caption={`Cuerpo de ${op.id}`} />
          </Stack>
        ) : null}
        <Text fw={600} size="sm">
          Respuestas
        </Text>
        {op.responses.map((r) => (
          <Stack key={r.code} gap={4} pl="sm">
            <Text size="sm">
              <Code>{r.code}</Code> {inline(r.description)}
            </Text>
            <Bodies bodies={r.bodies} caption={`Respuesta ${r.code} de ${op.id}`} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function SchemaView({ name, schema }: { name: string; schema: Schema }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={schemaAnchor(name)}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={schemaAnchor(name)}>
          {name}
        </Title>
        <TypeOf schema={schema} />
        {schema.description ? <Prose text={schema.description} /> : null}
        <SchemaFields schema={schema} caption={`Campos de ${name}`} />
      </Stack>
    </Paper>
  );
}

export function ApiReferencePage() {
  return (
    <Box p="lg" mih="100dvh" bg="gray.0" component="main">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Referencia de la API
        </Title>
        <Group gap="md">
          <Anchor href="/Diagramas">Diagramas de flujo</Anchor>
          <Anchor href="/login">Ir al ingreso</Anchor>
        </Group>
      </Group>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {contractInfo.title}, versión {contractInfo.version}. Generada del contrato (openapi/):
            cada operación con su método, su ruta, quién puede llamarla, sus parámetros, su cuerpo y
            sus respuestas.
          </Text>
          {contractInfo.description ? <Prose text={contractInfo.description} /> : null}
        </Stack>
        <nav aria-label="Áreas de la API">
          <Group gap="sm">
            {areas.map((area) => (
              <Anchor key={area.name} href={`#area-${area.name}`} size="sm">
                {area.name} ({area.operations.length})
              </Anchor>
            ))}
            <Anchor href="#esquemas" size="sm">
              Esquemas
            </Anchor>
          </Group>
        </nav>
        {areas.map((area) => (
          <Stack key={area.name} gap="sm" component="section" aria-labelledby={`area-${area.name}`}>
            <Title order={2} size="h3" id={`area-${area.name}`}>
              Área {area.name}
            </Title>
            {area.description ? <Prose text={area.description} /> : null}
            {area.operations.map((op) => (
              <OperationView key={op.id} op={op} />
            ))}
          </Stack>
        ))}
        <Stack gap="sm" component="section" aria-labelledby="esquemas">
          <Title order={2} size="h3" id="esquemas">
            Esquemas
          </Title>
          {Object.entries(namedSchemas).map(([name, schema]) => (
            <SchemaView key={name} name={name} schema={schema} />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
