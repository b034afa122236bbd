import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, type IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/connection';

/**
 * Compares the Drizzle tables with what the migrations built in a database, in both directions:
 * tables, columns (type, nullability, whether a default exists), primary keys, foreign keys,
 * unique constraints and indexes. Answers one line per difference, empty when they agree.
 * CHECK constraints are left out: PostgreSQL rewrites their expressions beyond comparison.
 */
export async function compareSchemaWithDatabase(
  handle: DatabaseHandle,
  tables: readonly PgTable[],
): Promise<string[]> {
  const expected = describeDrizzleTables(tables);
  const actual = await describeDatabase(handle);
  const differences: string[] = [];
  for (const name of union(expected.keys(), actual.keys())) {
    const fromSchema = expected.get(name);
    const fromDatabase = actual.get(name);
    if (!fromSchema) differences.push(`table ${name}: in the database, not in the schema`);
    else if (!fromDatabase) differences.push(`table ${name}: in the schema, not in the database`);
    else differences.push(...compareTable(name, fromSchema, fromDatabase));
  }
  return differences;
}

/** One table reduced to comparable text: each map goes from a key to a description. */
interface TableShape {
  columns: Map<string, string>;
  primaryKey: Set<string>;
  foreignKeys: Set<string>;
  uniqueConstraints: Set<string>;
  indexes: Map<string, string>;
}

const emptyShape = (): TableShape => ({
  columns: new Map(),
  primaryKey: new Set(),
  foreignKeys: new Set(),
  uniqueConstraints: new Set(),
  indexes: new Map(),
});

function compareTable(table: string, schema: TableShape, database: TableShape): string[] {
  const differences: string[] = [];
  const compareMaps = (kind: string, left: Map<string, string>, right: Map<string, string>) => {
    for (const key of union(left.keys(), right.keys())) {
      const inSchema = left.get(key);
      const inDatabase = right.get(key);
      if (inSchema === undefined)
        differences.push(`table ${table}: ${kind} ${key} in the database, not in the schema`);
      else if (inDatabase === undefined)
        differences.push(`table ${table}: ${kind} ${key} in the schema, not in the database`);
      else if (inSchema !== inDatabase)
        differences.push(
          `table ${table}: ${kind} ${key} is ${inSchema} in the schema, ${inDatabase} in the database`,
        );
    }
  };
  const compareSets = (kind: string, left: Set<string>, right: Set<string>) =>
    compareMaps(kind, asMap(left), asMap(right));
  compareMaps('column', schema.columns, database.columns);
  compareSets('primary key', schema.primaryKey, database.primaryKey);
  compareSets('foreign key', schema.foreignKeys, database.foreignKeys);
  compareSets('unique constraint', schema.uniqueConstraints, database.uniqueConstraints);
  compareMaps('index', schema.indexes, database.indexes);
  return differences;
}

const asMap = (values: Set<string>) => new Map([...values].map((value) => [value, 'present']));

function union(left: Iterable<string>, right: Iterable<string>): string[] {
  return [...new Set([...left, ...right])].sort();
}

const columnList = (names: readonly string[]) => `(${names.join(', ')})`;

const describeColumn = (type: string, notNull: boolean, defaultKind: string) =>
  `${normaliseType(type)} ${notNull ? 'not null' : 'null'} ${defaultKind}`;

const SERIAL_TYPES = new Set(['PgSerial', 'PgSmallSerial', 'PgBigSerial53', 'PgBigSerial64']);

function describeDrizzleTables(tables: readonly PgTable[]): Map<string, TableShape> {
  const dialect = new PgDialect();
  const shapes = new Map<string, TableShape>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const shape = emptyShape();
    for (const column of config.columns) {
      const defaultKind = column.generatedIdentity
        ? 'identity'
        : column.generated
          ? 'generated'
          : column.default !== undefined || SERIAL_TYPES.has(column.columnType)
            ? 'with default'
            : 'without default';
      shape.columns.set(
        column.name,
        describeColumn(column.getSQLType(), column.notNull, defaultKind),
      );
      if (column.primary) shape.primaryKey.add(columnList([column.name]));
      if (column.isUnique) shape.uniqueConstraints.add(columnList([column.name]));
    }
    for (const primaryKey of config.primaryKeys) {
      shape.primaryKey.add(columnList(primaryKey.columns.map((column) => column.name)));
    }
    for (const unique of config.uniqueConstraints) {
      shape.uniqueConstraints.add(columnList(unique.columns.map((column) => column.name)));
    }
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      shape.foreignKeys.add(
        describeForeignKey(
          reference.columns.map((column) => column.name),
          getTableConfig(reference.foreignTable).name,
          reference.foreignColumns.map((column) => column.name),
          foreignKey.onDelete ?? 'no action',
          foreignKey.onUpdate ?? 'no action',
        ),
      );
    }
    for (const index of config.indexes) {
      const keys = index.config.columns.map((key) =>
        is(key, SQL) ? renderExpression(dialect, key, config.name) : indexedColumnName(key),
      );
      const where = index.config.where
        ? renderExpression(dialect, index.config.where, config.name)
        : undefined;
      shape.indexes.set(
        index.config.name ?? '(unnamed)',
        describeIndex(index.config.unique, index.config.method ?? 'btree', keys, where),
      );
    }
    shapes.set(config.name, shape);
  }
  return shapes;
}

const indexedColumnName = (key: Partial<IndexedColumn | SQL>) =>
  'name' in key && typeof key.name === 'string' ? key.name : '(unnamed column)';

const describeForeignKey = (
  columns: readonly string[],
  foreignTable: string,
  foreignColumns: readonly string[],
  onDelete: string,
  onUpdate: string,
) =>
  `${columnList(columns)} -> ${foreignTable}${columnList(foreignColumns)} on delete ${onDelete} on update ${onUpdate}`;

const describeIndex = (
  unique: boolean,
  method: string,
  keys: readonly string[],
  where: string | undefined,
) =>
  `${unique ? 'unique ' : ''}${method} ${columnList(keys.map((key) => normaliseExpression(key)))}` +
  (where ? ` where ${normaliseExpression(where)}` : '');

/** An index key or predicate as SQL text, parameters written in as literals. */
function renderExpression(dialect: PgDialect, expression: SQL, table: string): string {
  const query = dialect.sqlToQuery(expression, 'indexes');
  const text = query.sql.replace(/\$(\d+)/g, (_match, position: string) => {
    const value = query.params[Number(position) - 1];
    return typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
  });
  return text.replaceAll(`"${table}".`, '');
}

/**
 * PostgreSQL prints expressions back in its own way (casts added, parentheses, quoting): compare
 * them without quotes, casts, parentheses, table qualifiers, spaces or case.
 */
function normaliseExpression(expression: string): string {
  return expression
    .toLowerCase()
    .replaceAll('"', '')
    .replace(/::[a-z_ ]+(\[\])?/g, '')
    .replace(/[()\s]/g, '');
}

const TYPE_ALIASES: Record<string, string> = {
  varchar: 'character varying',
  char: 'character',
  int: 'integer',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
  bool: 'boolean',
  float4: 'real',
  float8: 'double precision',
  decimal: 'numeric',
  timestamptz: 'timestamp with time zone',
};

/** Drizzle's spelling of a type (`varchar(20)`, `timestamp (3)`) as PostgreSQL's format_type. */
export function normaliseType(type: string): string {
  const compact = type
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\)/g, ')');
  const array = /(\[\])+$/.exec(compact)?.[0] ?? '';
  const scalar = compact.slice(0, compact.length - array.length);
  const parts = /^(.+?)(\(\d+(?:,\d+)?\))?( with(?:out)? time zone)?$/.exec(scalar);
  if (!parts) return compact;
  const [, base = scalar, modifier = '', zone] = parts;
  if (base === 'timestamp' || base === 'time') {
    return `${base}${modifier}${zone ?? ' without time zone'}${array}`;
  }
  const alias = TYPE_ALIASES[base];
  if (alias === 'timestamp with time zone') return `timestamp${modifier} with time zone${array}`;
  return `${alias ?? base}${modifier}${zone ?? ''}${array}`;
}

const REFERENTIAL_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ConstraintRow {
  table_name: string;
  kind: 'p' | 'f' | 'u';
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
  on_delete: string;
  on_update: string;
}

interface IndexRow {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  method: string;
  keys: string[];
  predicate: string | null;
}

/** Ordered column names of a constraint's key, as JSON (parsed alike by PGlite and node-postgres). */
const constraintColumns = (keys: string, table: string) => `(
  SELECT json_agg(a.attname ORDER BY k.position)
  FROM unnest(${keys}) WITH ORDINALITY AS k(attnum, position)
  JOIN pg_attribute a ON a.attrelid = ${table} AND a.attnum = k.attnum)`;

async function describeDatabase(handle: DatabaseHandle): Promise<Map<string, TableShape>> {
  const inSchema = `n.nspname = current_schema() AND c.relkind IN ('r', 'p')
    AND c.relname <> 'schema_migrations'`;
  const columns = await handle.selectRows<ColumnRow>(`
    SELECT c.relname AS table_name, a.attname AS column_name,
      format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
      a.atthasdef AS has_default, a.attidentity::text AS identity, a.attgenerated::text AS generated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${inSchema} AND a.attnum > 0 AND NOT a.attisdropped`);
  const constraints = await handle.selectRows<ConstraintRow>(`
    SELECT c.relname AS table_name, con.contype::text AS kind,
      ${constraintColumns('con.conkey', 'con.conrelid')} AS columns,
      foreign_class.relname AS foreign_table,
      ${constraintColumns('con.confkey', 'con.confrelid')} AS foreign_columns,
      con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class foreign_class ON foreign_class.oid = con.confrelid
    WHERE ${inSchema} AND con.contype IN ('p', 'f', 'u')`);
  // Indexes that back a primary key or unique constraint are compared as those constraints.
  const indexes = await handle.selectRows<IndexRow>(`
    SELECT c.relname AS table_name, index_class.relname AS index_name,
      ix.indisunique AS is_unique, am.amname AS method,
      (SELECT json_agg(pg_get_indexdef(ix.indexrelid, k, true) ORDER BY k)
        FROM generate_series(1, ix.indnkeyatts) AS k) AS keys,
      pg_get_expr(ix.indpred, ix.indrelid) AS predicate
    FROM pg_index ix
    JOIN pg_class c ON c.oid = ix.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class index_class ON index_class.oid = ix.indexrelid
    JOIN pg_am am ON am.oid = index_class.relam
    WHERE ${inSchema} AND NOT EXISTS (
      SELECT 1 FROM pg_constraint con
      WHERE con.conindid = ix.indexrelid AND con.conrelid = ix.indrelid
        AND con.contype IN ('p', 'u', 'x'))`);

  const shapes = new Map<string, TableShape>();
  const shapeOf = (table: string) => {
    let shape = shapes.get(table);
    if (!shape) {
      shape = emptyShape();
      shapes.set(table, shape);
    }
    return shape;
  };
  for (const column of columns) {
    const defaultKind = column.identity
      ? 'identity'
      : column.generated
        ? 'generated'
        : column.has_default
          ? 'with default'
          : 'without default';
    shapeOf(column.table_name).columns.set(
      column.column_name,
      describeColumn(column.type, column.not_null, defaultKind),
    );
  }
  for (const constraint of constraints) {
    const shape = shapeOf(constraint.table_name);
    if (constraint.kind === 'p') shape.primaryKey.add(columnList(constraint.columns));
    else if (constraint.kind === 'u') shape.uniqueConstraints.add(columnList(constraint.columns));
    else {
      shape.foreignKeys.add(
        describeForeignKey(
          constraint.columns,
          constraint.foreign_table ?? '(unknown)',
          constraint.foreign_columns ?? [],
          REFERENTIAL_ACTIONS[constraint.on_delete] ?? constraint.on_delete,
          REFERENTIAL_ACTIONS[constraint.on_update] ?? constraint.on_update,
        ),
      );
    }
  }
  for (const index of indexes) {
    shapeOf(index.table_name).indexes.set(
      index.index_name,
      describeIndex(index.is_unique, index.method, index.keys, index.predicate ?? undefined),
    );
  }
  return shapes;
}
