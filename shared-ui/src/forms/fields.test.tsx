import { createRef } from 'react';
import { fireEvent, screen, type ByRoleMatcher } from '@testing-library/react';
import type { ComponentExamples } from '../examples';
import { renderExample } from '../test-utils';
import { checkboxFieldExamples } from './CheckboxField.examples';
import { fieldGroupExamples } from './FieldGroup.examples';
import { radioGroupExamples } from './RadioGroup.examples';
import { selectFieldExamples } from './SelectField.examples';
import { textAreaFieldExamples } from './TextAreaField.examples';
import { textFieldExamples } from './TextField.examples';

/**
 * Renders an example with a ref, as react-hook-form's register() passes one, and expects the ref to hold the
 * control found by its role and accessible name; returns that control.
 */
function renderWithRef<Props extends { ref?: unknown }, Name extends string>(
  examples: ComponentExamples<Props, Name>,
  example: Name,
  role: ByRoleMatcher,
  name: string,
) {
  const ref = createRef<HTMLElement>();
  renderExample(examples, example, { ref } as Partial<Props>);
  const control = screen.getByRole(role, { name });
  expect(ref.current).toBe(control);
  return control;
}

describe('TextField', () => {
  it('labels the input and wires hint and error into aria-describedby', () => {
    renderExample(textFieldExamples, 'withHintAndError');
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a week Enter an email address');
  });

  it('has no aria-invalid or describedby when there is nothing to describe', () => {
    renderExample(textFieldExamples, 'plain');
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards its ref and native props, as react-hook-form register() needs', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    renderExample(textFieldExamples, 'telephone', { ref, onChange, onBlur });
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('name', 'phone');
    fireEvent.change(ref.current!, { target: { value: '+44 20 7946 0000' } });
    fireEvent.blur(ref.current!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps a caller-supplied aria-describedby', () => {
    renderExample(textFieldExamples, 'describedByAnotherElement');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-describedby', 'amount-hint presets');
  });
});

describe('SelectField', () => {
  it('renders a labelled select with a placeholder option and error wiring', () => {
    const select = renderWithRef(selectFieldExamples, 'placeholderAndError', 'combobox', 'How did you hear about us?');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose an option',
      'Friend or family',
      'Social media',
    ]);
    expect(select).toHaveAttribute('aria-describedby', 'heardFrom-error');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TextAreaField', () => {
  it('renders a labelled textarea with hint wiring and forwards its ref', () => {
    const textarea = renderWithRef(textAreaFieldExamples, 'withHint', 'textbox', 'Why do you want to get involved?');
    expect(textarea).toHaveAttribute('aria-describedby', 'whyInvolved-hint');
  });
});

describe('CheckboxField', () => {
  it('renders a labelled checkbox that forwards ref and checked state', () => {
    const checkbox = renderWithRef(checkboxFieldExamples, 'checkedWithHint', 'checkbox', 'Notify the recipient');
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('aria-describedby', 'notifyRecipient-hint');
    fireEvent.click(screen.getByText('Notify the recipient'));
    expect(checkbox).not.toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, with hint and error described', () => {
    renderExample(radioGroupExamples, 'inlineWithHintAndError');
    const group = screen.getByRole('group', { name: 'Do you have a reference?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-describedby', 'hasReference-hint hasReference-error');
    expect(group).toHaveAccessibleDescription('From a current member Select yes or no');
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveAttribute('id', 'hasReference-yes');
    expect(yes).toHaveAttribute('name', 'hasReference');
    expect(yes).toHaveAttribute('value', 'yes');
  });

  it('spreads register() props onto every radio', () => {
    const refs: (HTMLInputElement | null)[] = [];
    const onChange = jest.fn();
    const register = {
      name: 'donationType',
      onChange,
      onBlur: jest.fn(),
      ref: (el: HTMLInputElement | null) => {
        refs.push(el);
      },
    };
    renderExample(radioGroupExamples, 'givenIdAndChecked', { register });
    expect(refs.filter(Boolean)).toHaveLength(2);
    const honor = screen.getByRole('radio', { name: 'In honor of' });
    expect(honor).toHaveAttribute('id', 'donation-honor');
    expect(honor).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'In memory of' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('FieldGroup', () => {
  it('groups fields under a legend', () => {
    renderExample(fieldGroupExamples, 'billing');
    expect(screen.getByRole('group', { name: 'Billing information' })).toContainElement(
      screen.getByRole('textbox', { name: 'Postal code' }),
    );
  });
});
