/**
 * A light structural check of an OpenAPI 3 document, enough to catch what a generator gets wrong:
 * the required top-level fields, every operation answering with described responses, path
 * templates matching their path parameters, and every $ref, security scheme and tag resolving.
 * Returns the problems found, empty when the document holds together.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local `#/a/b` reference points at, or undefined. */
function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
}

function collectRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, found);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else collectRefs(value, found);
    }
  return found;
}

function operationProblems(document: Json, where: string, path: string, operation: Json) {
  const problems: string[] = [];
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const declaredTags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).map((tag) => (tag as Json).name),
  );

  const responses = operation.responses;
  if (!isObject(responses) || Object.keys(responses).length === 0)
    problems.push(`${where}: no responses`);
  else
    for (const [status, response] of Object.entries(responses)) {
      if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status))
        problems.push(`${where}: bad status ${status}`);
      if (!isObject(response) || typeof response.description !== 'string')
        problems.push(`${where} ${status}: a response needs a description`);
    }

  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  for (const name of templated)
    if (!pathParams.some((parameter) => parameter.name === name && parameter.required === true))
      problems.push(`${where}: {${name}} is not a required path parameter`);
  for (const parameter of parameters) {
    if (!['path', 'query', 'header', 'cookie'].includes(String(parameter.in)))
      problems.push(`${where}: parameter ${String(parameter.name)} in ${String(parameter.in)}`);
    if (parameter.in === 'path' && !templated.includes(String(parameter.name)))
      problems.push(`${where}: path parameter ${String(parameter.name)} is not in the path`);
    if (!isObject(parameter.schema) && !isObject(parameter.content))
      problems.push(`${where}: parameter ${String(parameter.name)} has no schema`);
  }

  if (operation.requestBody !== undefined) {
    const body = operation.requestBody as Json;
    if (!isObject(body.content) || Object.keys(body.content).length === 0)
      problems.push(`${where}: requestBody without content`);
  }
  for (const requirement of (operation.security ?? []) as Json[])
    for (const name of Object.keys(requirement))
      if (!schemes[name]) problems.push(`${where}: unknown security scheme ${name}`);
  for (const tag of (operation.tags ?? []) as string[])
    if (!declaredTags.has(tag)) problems.push(`${where}: tag ${tag} is not declared`);
  return problems;
}

export function openApiShapeProblems(document: unknown): string[] {
  if (!isObject(document)) return ['the document is not an object'];
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !/^3\.\d+\.\d+$/.test(document.openapi))
    problems.push(`openapi must be a 3.x.y version, is ${String(document.openapi)}`);
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    problems.push('info needs a title and a version');
  if (!isObject(document.paths)) return [...problems, 'paths must be an object'];

  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with /`);
    if (!isObject(item)) {
      problems.push(`path ${path} is not an object`);
      continue;
    }
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method) || !isObject(operation)) {
        problems.push(`${path}: ${method} is not an operation`);
        continue;
      }
      const id = operation.operationId;
      if (typeof id === 'string' && operationIds.has(id))
        problems.push(`operationId ${id} repeats`);
      if (typeof id === 'string') operationIds.add(id);
      problems.push(
        ...operationProblems(document, `${method.toUpperCase()} ${path}`, path, operation),
      );
    }
  }
  for (const ref of collectRefs(document))
    if (resolvePointer(document, ref) === undefined)
      problems.push(`$ref ${ref} resolves to nothing`);
  return problems;
}
