// Each component's examples, as data: the ways a page uses it. A component's `<Name>.examples.tsx` beside it
// declares them once; its test renders every one, runs axe on it and drives its behaviour on the same props,
// so a new use of a component is one more entry, tested like the others.
import { createElement, type ComponentProps, type JSXElementConstructor, type ReactElement } from 'react';

/** One use of a component: the props a page passes and, when it cannot stand alone, what surrounds it. */
export interface ComponentExample<Props> {
  props: Props;
  /** What a page puts around the component (a list around a list item, a form around its fields...). */
  context?: (component: ReactElement) => ReactElement;
}

/** A component's examples, each under its name (the tests are named after it). */
export interface ComponentExamples<Props, Name extends string = string> {
  /** The name the package exports the component by. */
  name: string;
  component: JSXElementConstructor<Props>;
  examples: Readonly<Record<Name, ComponentExample<Props>>>;
}

// Components and their props vary: `any` here only lets ComponentProps read each one's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = JSXElementConstructor<any>;

/** Declares a component's examples; the props of each are checked against the component's. */
export function componentExamples<Component extends AnyComponent, Name extends string>(
  name: string,
  component: Component,
  examples: Record<Name, ComponentExample<ComponentProps<Component>>>,
): ComponentExamples<ComponentProps<Component>, Name> {
  return { name, component, examples };
}

/**
 * The element of one example, in its context. `extraProps` adds what only a test holds (a ref, a spy) to the
 * example's props.
 */
export function exampleElement<Props, Name extends string>(
  set: ComponentExamples<Props, Name>,
  name: Name,
  extraProps: Partial<Props> = {},
): ReactElement {
  const example = set.examples[name];
  const component = createElement(set.component, { ...example.props, ...extraProps });
  return example.context ? example.context(component) : component;
}

/** The names of a component's examples, in the order they were declared. */
export function exampleNames<Props, Name extends string>(set: ComponentExamples<Props, Name>): Name[] {
  return Object.keys(set.examples) as Name[];
}
