/**
 * One name, one meaning: a type (alias, interface, enum or class) is defined once across machines/, app/,
 * design-system/ and server/, and a value machines/ or app/ exports (function, const, class) is exported from one file only. A
 * reader who finds a name knows there is no second thing of that name that means something else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
}

interface Definitions {
  types: Map<string, string[]>;
  values: Map<string, string[]>;
}

const add = (map: Map<string, string[]>, name: string, file: string) => map.set(name, [...(map.get(name) ?? []), file]);
const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The top-level types each file defines (exported or not) and the values it exports. */
function definitions(folders: readonly string[]): Definitions {
  const found: Definitions = { types: new Map(), values: new Map() };
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      if (
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)
      ) {
        add(found.types, statement.name.text, file);
      } else if (ts.isClassDeclaration(statement) && statement.name) {
        add(found.types, statement.name.text, file);
        if (isExported(statement)) add(found.values, statement.name.text, file);
      } else if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) {
        add(found.values, statement.name.text, file);
      } else if (ts.isVariableStatement(statement) && isExported(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) add(found.values, declaration.name.text, file);
        }
      }
    }
  }
  return found;
}

const twice = (map: Map<string, string[]>) =>
  Object.fromEntries(
    [...map].filter(([, files]) => new Set(files).size > 1).map(([name, files]) => [name, [...new Set(files)]]),
  );

describe('names', () => {
  it('defines each type name once across machines/, app/, design-system/ and server/', () => {
    expect(twice(definitions(['machines', 'app', 'design-system', 'server']).types)).toEqual({});
  });

  it('exports each value name of machines/ and app/ from one file', () => {
    expect(twice(definitions(['machines', 'app']).values)).toEqual({});
  });

  it('finds the definitions it checks, and a name defined in two files', () => {
    const found = definitions(['machines']);
    expect(found.types.get('PaymentContext')).toEqual(['machines/checkout/payment.types.ts']);
    expect(found.values.get('paymentMachine')).toEqual(['machines/checkout/payment.machine.ts']);
    const map = new Map<string, string[]>();
    add(map, 'SlotState', 'machines/a.ts');
    add(map, 'SlotState', 'machines/b.ts');
    add(map, 'Once', 'machines/a.ts');
    expect(twice(map)).toEqual({ SlotState: ['machines/a.ts', 'machines/b.ts'] });
  });
});
