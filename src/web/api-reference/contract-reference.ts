// What the API reference page shows, read from the bundled contract (openapi/bundle.json, made
// by `npm run gen:api` from the area files): the operations grouped by area (the contract's tags,
// in their order), each with what a caller needs, and the named schemas they refer to.
import contract from '../../../openapi/bundle.json';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Content {
  content?: Record<string, { schema?: Schema }>;
  description?: string;
  required?: boolean;
  $ref?: string;
}

interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: Content;
  responses: Record<string, Content>;
}

interface Contract {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Content> };
}

const doc = contract as unknown as Contract;

export interface Body {
  mediaType: string;
  schema: Schema | undefined;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** True when the call needs a session (its own `security`, or the contract's default). */
  secured: boolean;
  parameters: Parameter[];
  requestBody: { required: boolean; bodies: Body[] } | null;
  responses: { code: string; description: string; bodies: Body[] }[];
}

export interface ReferenceArea {
  name: string;
  description: string;
  operations: ReferenceOperation[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The last piece of a local reference: '#/components/schemas/Rebate' → 'Rebate'. */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

function bodies(content: Content | undefined): Body[] {
  const resolved =
    content?.$ref === undefined ? content : doc.components.responses?.[refName(content.$ref)];
  return Object.entries(resolved?.content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    schema: media.schema,
  }));
}

function describeResponse(content: Content): string {
  if (content.$ref === undefined) return content.description ?? '';
  return doc.components.responses?.[refName(content.$ref)]?.description ?? '';
}

function operationOf(method: string, path: string, op: Operation): ReferenceOperation {
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? '',
    description: op.description ?? '',
    secured: (op.security ?? doc.security ?? []).length > 0,
    parameters: op.parameters ?? [],
    requestBody: op.requestBody
      ? { required: op.requestBody.required === true, bodies: bodies(op.requestBody) }
      : null,
    responses: Object.entries(op.responses).map(([code, content]) => ({
      code,
      description: describeResponse(content),
      bodies: bodies(content),
    })),
  };
}

/** Every operation of the contract, once, under the first tag it names (in the tags' order). */
export function referenceAreas(): ReferenceArea[] {
  const areas = new Map<string, ReferenceArea>(
    (doc.tags ?? []).map((t) => [
      t.name,
      { name: t.name, description: t.description ?? '', operations: [] },
    ]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'otras';
      let area = areas.get(tag);
      if (!area) {
        area = { name: tag, description: '', operations: [] };
        areas.set(tag, area);
      }
      area.operations.push(operationOf(method, path, op));
    }
  }
  return [...areas.values()].filter((a) => a.operations.length > 0);
}

export const contractInfo = doc.info;
export const namedSchemas: Record<string, Schema> = doc.components.schemas;

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** A schema's type in one line, as a reader writes it: `Rebate | null`, `integer[]`, `1 | 2`. */
export function typeText(schema: Schema | undefined): string {
  if (!schema) return 'cualquiera';
  if (schema.$ref !== undefined) return refName(schema.$ref);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  for (const [list, glue] of [
    [schema.oneOf, ' | '],
    [schema.anyOf, ' | '],
    [schema.allOf, ' & '],
  ] as const) {
    if (list) return list.map((s) => typeText(s)).join(glue);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types
    .map((t) => {
      if (t === 'array') return `${typeText(schema.items)}[]`;
      if (t === 'object') return schema.properties ? 'objeto' : 'objeto libre';
      return schema.format ? `${t} (${schema.format})` : t;
    })
    .join(' | ');
}

/** The limits a value must respect, in Spanish: 'mín. 1, máx. 100, patrón ^\d+$'. */
export function limitsText(schema: Schema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`mín. ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`máx. ${String(schema.maximum)}`);
  if (schema.minLength !== undefined) parts.push(`largo mín. ${String(schema.minLength)}`);
  if (schema.maxLength !== undefined) parts.push(`largo máx. ${String(schema.maxLength)}`);
  if (schema.minItems !== undefined) parts.push(`elementos mín. ${String(schema.minItems)}`);
  if (schema.maxItems !== undefined) parts.push(`elementos máx. ${String(schema.maxItems)}`);
  if (schema.pattern !== undefined) parts.push(`patrón ${schema.pattern}`);
  return parts.join(', ');
}

export interface FieldRow {
  /** Dotted from the body: `filtro.estados[]`. */
  name: string;
  required: boolean;
  schema: Schema;
}

/**
 * The fields of an inline object schema, those of its inline objects (and arrays of them)
 * after it with dotted names; a named schema is a link, not unfolded (it has its own table).
 */
export function fieldRows(schema: Schema | undefined, prefix = '', depth = 0): FieldRow[] {
  if (!schema || schema.$ref !== undefined || depth > 4) return [];
  const inner = schema.items && schema.items.$ref === undefined ? schema.items : undefined;
  if (inner && !schema.properties) return fieldRows(inner, `${prefix}[]`, depth);
  const rows: FieldRow[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const full = prefix ? `${prefix}.${name}` : name;
    rows.push({ name: full, required: schema.required?.includes(name) ?? false, schema: field });
    rows.push(...fieldRows(field, full, depth + 1));
  }
  return rows;
}

/** The named schemas a schema refers to (itself when it is a reference), for links. */
export function refsOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref !== undefined) return [refName(schema.$ref)];
  return [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]
    .flatMap((s) => refsOf(s))
    .filter((name, i, all) => all.indexOf(name) === i);
}
