import type { Document, Element } from '@xmldom/xmldom';
import { generate, parse, type CssNode, type Rule, type Selector } from 'css-tree';
import { allElements, isElement, localName, removeElement } from '../../common/render/svg-dom.js';
import { parseDeclarations, styleDeclarations } from './text-style.js';

/**
 * Moves the drawing's <style> sheets into style="" attributes (by specificity, then order; an
 * element's own style="" wins), then drops the sheets. The exports lay text out themselves and
 * replace <text> with groups and paths, which `text { … }` or `.label` rules would no longer (or
 * wrongly) match; inline, the values go wherever the element's content goes. Design tools write
 * such sheets (`.st0 { fill: … }`). Selectors: type, class, id, attribute presence / equality and
 * the descendant, child and sibling combinators; a rule with pseudo-classes (state: :hover …)
 * is not static and is left out.
 */

type Specificity = [number, number, number];

interface Compound {
  parts: CssNode[];
  combinator: string | null; // how it relates to the compound on its right
}

function compounds(selector: Selector): Compound[] | null {
  const list: Compound[] = [{ parts: [], combinator: null }];
  for (const node of selector.children.toArray()) {
    if (node.type === 'Combinator') list.push({ parts: [], combinator: node.name });
    else if (
      ['TypeSelector', 'ClassSelector', 'IdSelector', 'AttributeSelector'].includes(node.type)
    )
      list[list.length - 1]!.parts.push(node);
    else return null;
  }
  return list;
}

function specificity(list: Compound[]): Specificity {
  const result: Specificity = [0, 0, 0];
  for (const part of list.flatMap((c) => c.parts)) {
    if (part.type === 'IdSelector') result[0] += 1;
    else if (part.type === 'ClassSelector' || part.type === 'AttributeSelector') result[1] += 1;
    else if (part.type === 'TypeSelector' && part.name !== '*') result[2] += 1;
  }
  return result;
}

function matchesPart(element: Element, part: CssNode): boolean {
  switch (part.type) {
    case 'TypeSelector':
      return part.name === '*' || part.name.replace(/^\*\|/, '') === localName(element);
    case 'ClassSelector':
      return (element.getAttribute('class') ?? '').split(/\s+/).includes(part.name);
    case 'IdSelector':
      return element.getAttribute('id') === part.name;
    case 'AttributeSelector': {
      const value = element.getAttribute(part.name.name);
      if (value === null) return false;
      if (!part.matcher || !part.value) return true;
      const wanted = part.value.type === 'String' ? part.value.value : part.value.name;
      return part.matcher === '=' ? value === wanted : false;
    }
    default:
      return false;
  }
}

const parentOf = (e: Element) => (isElement(e.parentNode) ? e.parentNode : null);
function previousOf(e: Element): Element | null {
  let node = e.previousSibling;
  while (node && !isElement(node)) node = node.previousSibling;
  return node ?? null;
}

/** Right-to-left matching of compound selectors joined by combinators. */
function matches(element: Element, list: Compound[], index = list.length - 1): boolean {
  const compound = list[index]!;
  if (!compound.parts.every((part) => matchesPart(element, part))) return false;
  if (index === 0) return true;
  const step = compound.combinator;
  if (step === '>' || step === '+') {
    const next = step === '>' ? parentOf(element) : previousOf(element);
    return next !== null && matches(next, list, index - 1);
  }
  const walk = step === '~' ? previousOf : parentOf;
  for (let next = walk(element); next; next = walk(next))
    if (matches(next, list, index - 1)) return true;
  return false;
}

export function inlineStyleSheets(document: Document): void {
  const sheets = Array.from(document.getElementsByTagName('style'));
  if (!sheets.length) return;
  const rules: { list: Compound[]; specificity: Specificity; order: number; css: string }[] = [];
  for (const sheet of sheets) {
    const ast = parse(sheet.textContent ?? '', { parseValue: false });
    const visit = (node: CssNode) => {
      if (node.type !== 'Rule') return;
      const rule = node as Rule;
      if (rule.prelude.type !== 'SelectorList') return;
      const css = generate(rule.block).slice(1, -1);
      for (const selector of rule.prelude.children.toArray()) {
        const list = selector.type === 'Selector' ? compounds(selector) : null;
        if (list) rules.push({ list, specificity: specificity(list), order: rules.length, css });
      }
    };
    if (ast.type === 'StyleSheet') ast.children.forEach(visit);
    removeElement(sheet);
  }
  rules.sort(
    (a, b) =>
      a.specificity[0] - b.specificity[0] ||
      a.specificity[1] - b.specificity[1] ||
      a.specificity[2] - b.specificity[2] ||
      a.order - b.order,
  );
  for (const element of allElements(document.documentElement!)) {
    const matched = rules.filter((rule) => matches(element, rule.list));
    if (!matched.length) continue;
    const declarations = new Map<string, string>();
    for (const rule of matched)
      for (const [name, value] of parseDeclarations(rule.css)) declarations.set(name, value);
    for (const [name, value] of styleDeclarations(element)) declarations.set(name, value);
    element.setAttribute(
      'style',
      [...declarations].map(([name, value]) => `${name}: ${value}`).join('; '),
    );
  }
}
