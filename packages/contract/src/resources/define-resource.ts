import type { z } from 'zod';
import type { Module } from '../modules.ts';
import type { MenuSection, RouteName } from '../routes.ts';
import { fieldLabel } from './field-labels.ts';
import type {
  AnyResourceDefinition,
  EditableFieldMeta,
  EditableKey,
  FieldMeta,
  ResourceDefinition,
  PreviewParts,
  ResourceOutline,
  ScreenRole,
} from './resource.ts';

/**
 * How a definition is written (`defineResource({ … })`), as opposed to what it gives the server and
 * the console (resource.ts). Besides what the engine needs, a definition says where the console
 * shows it: its screens with their paths and titles, its menu item, and whether it is on the
 * editorial desk and has a reader preview. The route table, menu, desk and preview are made from
 * these (resource-catalog.ts), so a new area is one declaration.
 */

/** A console screen a definition declares: its route's name, its path (section 2.2) and its page title. */
export type ScreenDeclaration = { readonly route: string; readonly path: string; readonly title: string };

/**
 * The screens of a definition. Each is declared here, or named (a route name) when another
 * definition declares it (the stock tabs share the Stocks screen) or routes.ts does.
 */
export type ScreensDeclaration = {
  /** The menu page group of the screens declared here: the menu item highlighted on them. */
  readonly group?: string;
  readonly list: ScreenDeclaration | string;
  /** Absent `create`/`edit`: the area has none. */
  readonly create?: ScreenDeclaration | string;
  readonly edit?: ScreenDeclaration | string;
  /** The side menu's item leading to the list: its words, and the menu group it sits in (none: the top). */
  readonly menu?: { readonly label: string; readonly section?: MenuSection };
};

/** On the editorial desk (decision 013): how the desk names the area, and whose id its author field holds. */
export type DeskDeclaration = {
  readonly label: string;
  readonly author: { readonly field: string; readonly people: 'staff' | 'contributor' };
};

/**
 * A reader preview (reader-preview.ts): the account-wall settings record its records fall under,
 * and the fields that make the parts the public site shows.
 */
export type PreviewDeclaration<K extends string = string> = { readonly wall: string; readonly parts: PreviewParts<K> };

/** The read-only fields of a declaration: those whose meta says `readOnly: true`. */
export type ReadOnlyKey<F> = { [K in keyof F]: F[K] extends { readonly readOnly: true } ? K : never }[keyof F] & string;

type FieldDeclarations = { readonly [key: string]: EditableFieldMeta | (FieldMeta & { readonly readOnly: true }) };

/** A schema without fields (a read-only list) has no keys to describe: nothing rather than any string. */
type EditableFields<S extends z.ZodObject> =
  string extends EditableKey<S> ? unknown : { readonly [K in EditableKey<S>]: EditableFieldMeta };

/** A definition as it is written: labels of editable fields come from their schema, screens are declared. */
export type ResourceDeclaration<S extends z.ZodObject = z.ZodObject, R extends string = string> = Omit<
  ResourceDefinition<S, R>,
  'fields' | 'screens' | 'parent' | 'outline' | 'sample'
> & {
  readonly fields: EditableFields<S> & { readonly [K in R]: FieldMeta & { readonly readOnly: true } };
  readonly screens: ScreensDeclaration;
  /** The parent's editor screen is named by its route (declared by the parent's definition). */
  readonly parent?: { readonly field: EditableKey<S>; readonly screen: string };
  readonly desk?: DeskDeclaration;
  readonly preview?: PreviewDeclaration;
  /** A valid create body (an update body for settings), which tests create one record from. */
  readonly sample: z.input<S>;
};

type RouteOf<T> = T extends { readonly route: infer N extends string } ? N : never;
type DeclaredRoute<Sc extends ScreensDeclaration> = RouteOf<Sc['list']> | RouteOf<Sc['create']> | RouteOf<Sc['edit']>;
type GroupOf<Sc extends ScreensDeclaration> = Sc['group'] extends string ? Sc['group'] : never;

/** The outline of one definition with its literal names, which the route names and area names are made of. */
export type OutlineOf<N extends string, Sc extends ScreensDeclaration, Dk, Pv> = ResourceOutline<
  N,
  DeclaredRoute<Sc>,
  GroupOf<Sc>
> & {
  readonly desk: [Dk] extends [undefined] ? undefined : NonNullable<ResourceOutline<N>['desk']>;
  readonly preview: [Pv] extends [undefined] ? undefined : NonNullable<ResourceOutline<N>['preview']>;
};

const SCREEN_ROLES: readonly ScreenRole[] = ['list', 'create', 'edit'];

/**
 * Check a definition's types at its declaration and keep its literal names: its field names (read-only
 * ones are those marked `readOnly: true`), its name and its screens. Each editable field takes its
 * label from its schema (built with resource-fields.ts).
 */
export function defineResource<
  S extends z.ZodObject,
  F extends FieldDeclarations,
  const N extends string,
  const Sc extends ScreensDeclaration,
  Dk extends DeskDeclaration | undefined = undefined,
  Pv extends PreviewDeclaration<EditableKey<S>> | undefined = undefined,
>(
  declaration: ResourceDeclaration<S, ReadOnlyKey<F>> & {
    readonly name: N;
    readonly fields: F;
    readonly screens: Sc;
    readonly desk?: Dk;
    readonly preview?: Pv;
  },
): ResourceDefinition<S, ReadOnlyKey<F>> & AnyResourceDefinition & { readonly outline: OutlineOf<N, Sc, Dk, Pv> } {
  const { desk, preview, screens: declared, ...rest } = declaration;
  const name = declaration.name;
  const fields: Record<string, FieldMeta> = { ...(declaration.fields as Record<string, FieldMeta>) };
  for (const [key, schema] of Object.entries(declaration.schema.shape as Record<string, z.ZodType>)) {
    const label = fieldLabel(schema);
    if (label === undefined) throw new Error(`${name}: field ${key} has no label (build it with resource-fields.ts)`);
    if (fields[key]) fields[key] = Object.assign({ label }, fields[key]);
  }

  const routeName = (screen: ScreenDeclaration | string) => (typeof screen === 'string' ? screen : screen.route);
  const screens: Partial<Record<ScreenRole, string>> = {};
  for (const role of SCREEN_ROLES) if (declared[role]) screens[role] = routeName(declared[role]);
  const group = declared.group;
  const routes = SCREEN_ROLES.flatMap((role) => {
    const screen = declared[role];
    if (!screen || typeof screen === 'string') return [];
    if (!group) throw new Error(`${name}: screens that declare a route need a group`);
    return [{ name: screen.route, role, path: screen.path, title: screen.title, group }];
  });
  if (declared.menu && !group) throw new Error(`${name}: a menu item needs the screens' group`);
  const workflowModule = declaration.workflow?.module;
  if (desk && !workflowModule) throw new Error(`${name}: only a workflow area is on the editorial desk`);
  const label = desk?.label ?? declaration.labels.plural;

  const outline: ResourceOutline = {
    name,
    module: declaration.module,
    screens: screens as ResourceOutline['screens'],
    routes,
    ...(declared.menu ? { menu: { key: group!, route: screens.list!, ...declared.menu } } : {}),
    ...(desk ? { desk: { name, module: workflowModule as Module, label, author: desk.author } } : {}),
    ...(preview ? { preview: { name, module: declaration.module, label, ...preview } } : {}),
  };
  return {
    ...rest,
    fields,
    screens: screens as ResourceDefinition['screens'],
    ...(declaration.parent ? { parent: { ...declaration.parent, screen: declaration.parent.screen as RouteName } } : {}),
    outline,
  } as unknown as ResourceDefinition<S, ReadOnlyKey<F>> & AnyResourceDefinition & { readonly outline: OutlineOf<N, Sc, Dk, Pv> };
}
