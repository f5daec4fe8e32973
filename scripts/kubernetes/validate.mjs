// Kubernetes objects checked against the official API schemas, offline, strictly, by two checks
// from kubernetes-models (generated from Kubernetes' own OpenAPI document): each kind's validate()
// (types, required fields, enums, formats), which lets an unknown field through; and its TypeScript
// declarations, against which each object, as an object literal of its kind's interface, is
// type-checked, so a misspelt field at any depth fails ("excess property") instead of being ignored.
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib/system.mjs';

/** @typedef {{ apiVersion?: unknown, kind?: unknown, metadata?: { name?: unknown } }} KubeObject */

// group/version and kind as the API names them, e.g. apps/v1 and Deployment, v1 and Service.
const API_VERSION = /^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/;
const KIND = /^[A-Z][A-Za-z0-9]*$/;

/** @param {KubeObject} object @param {number} index */
const nameOf = (object, index) =>
  `${typeof object.kind === 'string' ? object.kind : `objeto ${String(index + 1)}`}/${String(object.metadata?.name ?? '?')}`;

/**
 * Every problem found in `objects` (none: all valid), each as "<Kind>/<name>: <what>".
 * @param {KubeObject[]} objects
 */
export async function validateObjects(objects) {
  const problems = [];
  /** @type {{ object: KubeObject, label: string, module: string, kind: string }[]} */
  const typed = [];
  for (const [index, object] of objects.entries()) {
    const label = nameOf(object, index);
    const { apiVersion, kind } = object;
    if (typeof apiVersion !== 'string' || !API_VERSION.test(apiVersion)) {
      problems.push(`${label}: apiVersion no válido (${JSON.stringify(apiVersion)})`);
      continue;
    }
    if (typeof kind !== 'string' || !KIND.test(kind)) {
      problems.push(`${label}: kind no válido (${JSON.stringify(kind)})`);
      continue;
    }
    const module = `kubernetes-models/${apiVersion}/${kind}`;
    /** @type {(new (data: unknown) => { validate(): void }) | undefined} */
    const Model = await import(module).then(
      (models) => models[kind],
      () => undefined,
    );
    if (!Model) {
      problems.push(`${label}: no hay esquema para ${apiVersion} ${kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
    typed.push({ object, label, module, kind });
  }
  return [...problems, ...typeCheck(typed)];
}

/**
 * The TypeScript check: one in-memory module declaring each object as a constant of its kind's
 * interface; each error is reported with the object and the path of the field it is about.
 * @param {{ object: KubeObject, label: string, module: string, kind: string }[]} entries
 */
function typeCheck(entries) {
  if (!entries.length) return [];
  // In the repository, so the package resolves from its node_modules like any import.
  const file = join(ROOT, 'kubernetes-objects.generated.ts');
  const imports = entries.map(
    ({ module, kind }, i) => `import type { I${kind} as T${String(i)} } from '${module}';`,
  );
  const declarations = entries.map(
    ({ object }, i) =>
      `export const o${String(i)}: T${String(i)} = ${JSON.stringify(object, null, 2)};`,
  );
  const text = [...imports, ...declarations].join('\n');
  /** @type {ts.CompilerOptions} */
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === file ? source : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? text : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file !== source || diagnostic.start === undefined) return message;
    const { index, path } = locate(source, diagnostic.start);
    const label = index === undefined ? 'tipos' : (entries[index]?.label ?? 'tipos');
    return `${label}: ${path ? `${path}: ` : ''}${message}`;
  });
}

/**
 * Which declared object (o<index>) a position is in, and the field path to it (spec.template…).
 * @param {ts.SourceFile} source
 * @param {number} position
 */
function locate(source, position) {
  /** @type {ts.Node} */
  let node = source;
  for (;;) {
    const child = node.forEachChild((candidate) =>
      candidate.getStart(source) <= position && position < candidate.getEnd()
        ? candidate
        : undefined,
    );
    if (!child) break;
    node = child;
  }
  const path = [];
  /** @type {number | undefined} */
  let index;
  for (let current = node; current.parent; current = current.parent) {
    const { parent } = current;
    if (ts.isPropertyAssignment(current) && ts.isStringLiteral(current.name))
      path.unshift(current.name.text);
    else if (ts.isArrayLiteralExpression(parent))
      path.unshift(`[${String(parent.elements.indexOf(/** @type {ts.Expression} */ (current)))}]`);
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name))
      index = Number(current.name.text.slice(1));
  }
  return { index, path: path.join('.').replaceAll('.[', '[') };
}
