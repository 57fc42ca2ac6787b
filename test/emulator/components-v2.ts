// The checks Discord makes on a message with the IS_COMPONENTS_V2 flag (its documentation, "Components"), so a
// test fails where Discord would answer 400: no content or embeds beside the components, at most 40 components
// counting nested ones, at most 4,000 characters of text in all, at most 5 buttons a row, only the V2 layout's
// component types where they may go, and a flag that, once on a message, an edit cannot take off.

export const IS_COMPONENTS_V2 = 1 << 15;

const TOP_LEVEL = new Set([1, 9, 10, 12, 13, 14, 17]);
const IN_CONTAINER = new Set([1, 9, 10, 12, 13, 14]);

type Component = { type: number; content?: string; components?: Component[]; accessory?: Component; custom_id?: string; label?: string };

/** Every component of a message, nested ones included (rows in containers, buttons in rows, a section's accessory). */
export function allComponents(components: readonly unknown[]): Component[] {
  const out: Component[] = [];
  const walk = (list: readonly Component[]) => {
    for (const c of list) {
      out.push(c);
      if (c.components) walk(c.components);
      if (c.accessory) walk([c.accessory]);
    }
  };
  walk(components as Component[]);
  return out;
}

/** What is wrong with a message body for Discord (null: nothing). `existingFlags`: the flags of the message it edits. */
export function componentsProblem(body: Record<string, unknown>, existingFlags: number | null = null): string | null {
  const flags = typeof body.flags === 'number' ? body.flags : null;
  const wasV2 = existingFlags !== null && (existingFlags & IS_COMPONENTS_V2) !== 0;
  if (wasV2 && flags !== null && (flags & IS_COMPONENTS_V2) === 0) return 'IS_COMPONENTS_V2 cannot be removed from a message';
  const v2 = wasV2 || (flags !== null && (flags & IS_COMPONENTS_V2) !== 0);
  const top = (Array.isArray(body.components) ? body.components : []) as Component[];
  if (!v2) {
    const bad = top.find((c) => c.type !== 1);
    return bad ? `component type ${bad.type} needs the IS_COMPONENTS_V2 flag` : null;
  }
  if (typeof body.content === 'string' && body.content !== '') return 'content cannot be used with IS_COMPONENTS_V2';
  if (Array.isArray(body.embeds) && body.embeds.length) return 'embeds cannot be used with IS_COMPONENTS_V2';
  const all = allComponents(top);
  if (all.length > 40) return `${all.length} components: at most 40, nested ones included`;
  const text = all.reduce((n, c) => n + (typeof c.content === 'string' ? c.content.length : 0), 0);
  if (text > 4000) return `${text} characters of text: at most 4000`;
  for (const c of top) if (!TOP_LEVEL.has(c.type)) return `component type ${c.type} cannot be at the top level`;
  for (const c of all) {
    if (c.type === 17 && (c.components ?? []).some((x) => !IN_CONTAINER.has(x.type)))
      return 'a container holds rows, sections, text, media, files and separators only';
    if (c.type === 1 && ((c.components ?? []).length === 0 || (c.components ?? []).length > 5)) return 'an action row holds 1 to 5 buttons';
    if (c.type === 10 && !c.content) return 'a text display needs content';
    if (c.type === 2 && ((c.custom_id ?? '').length > 100 || (c.label ?? '').length > 80)) return 'a button id is at most 100 characters and its label 80';
  }
  return null;
}
