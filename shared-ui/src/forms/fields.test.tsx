import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../test-utils';
import { CheckboxField } from './CheckboxField';
import { FieldGroup } from './FieldGroup';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and wires hint and error into aria-describedby', async () => {
    const { container } = renderWithTheme(
      <TextField
        id="email"
        name="email"
        type="email"
        label="Email address"
        hint="We reply within a week"
        error="Enter an email address"
        autoComplete="email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a week Enter an email address');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no aria-invalid or describedby when there is nothing to describe', () => {
    renderWithTheme(<TextField id="firstName" label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards its ref and native props, as react-hook-form register() needs', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    renderWithTheme(
      <TextField id="phone" label="Phone" type="tel" name="phone" ref={ref} onChange={onChange} onBlur={onBlur} />,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('name', 'phone');
    fireEvent.change(ref.current!, { target: { value: '+44 20 7946 0000' } });
    fireEvent.blur(ref.current!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps a caller-supplied aria-describedby', () => {
    renderWithTheme(<TextField id="amount" label="Amount" hint="In dollars" aria-describedby="presets" />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-describedby', 'amount-hint presets');
  });
});

describe('SelectField', () => {
  it('renders a labelled select with a placeholder option and error wiring', async () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = renderWithTheme(
      <SelectField
        id="heardFrom"
        name="heardFrom"
        label="How did you hear about us?"
        placeholder="Choose an option"
        error="Choose how you heard about us"
        options={[
          { value: 'friend_family', label: 'Friend or family' },
          { value: 'social_media', label: 'Social media' },
        ]}
        ref={ref}
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'How did you hear about us?' });
    expect(ref.current).toBe(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose an option',
      'Friend or family',
      'Social media',
    ]);
    expect(select).toHaveAttribute('aria-describedby', 'heardFrom-error');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('TextAreaField', () => {
  it('renders a labelled textarea with hint wiring and forwards its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { container } = renderWithTheme(
      <TextAreaField id="whyInvolved" label="Why do you want to get involved?" hint="A few sentences" ref={ref} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Why do you want to get involved?' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('aria-describedby', 'whyInvolved-hint');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('CheckboxField', () => {
  it('renders a labelled checkbox that forwards ref and checked state', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <CheckboxField
        id="notifyRecipient"
        name="notifyRecipient"
        label="Notify the recipient"
        hint="We send a card"
        defaultChecked
        ref={ref}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Notify the recipient' });
    expect(ref.current).toBe(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('aria-describedby', 'notifyRecipient-hint');
    fireEvent.click(screen.getByText('Notify the recipient'));
    expect(checkbox).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];

  it('is a fieldset named by its legend, with hint and error described', async () => {
    const { container } = renderWithTheme(
      <RadioGroup
        name="hasReference"
        legend="Do you have a reference?"
        hint="From a current member"
        error="Select yes or no"
        options={options}
        inline
      />,
    );
    const group = screen.getByRole('group', { name: 'Do you have a reference?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-describedby', 'hasReference-hint hasReference-error');
    expect(group).toHaveAccessibleDescription('From a current member Select yes or no');
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveAttribute('id', 'hasReference-yes');
    expect(yes).toHaveAttribute('name', 'hasReference');
    expect(yes).toHaveAttribute('value', 'yes');
    expect(await axe(container)).toHaveNoViolations();
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
    renderWithTheme(
      <RadioGroup
        name="donationType"
        legend="Donation type"
        register={register}
        options={[
          { value: 'in_memory', label: 'In memory of' },
          { value: 'in_honor', label: 'In honor of', id: 'donation-honor' },
        ]}
        inputProps={(value) => ({ defaultChecked: value === 'in_honor' })}
      />,
    );
    expect(refs.filter(Boolean)).toHaveLength(2);
    const honor = screen.getByRole('radio', { name: 'In honor of' });
    expect(honor).toHaveAttribute('id', 'donation-honor');
    expect(honor).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'In memory of' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('FieldGroup', () => {
  it('groups fields under a legend', async () => {
    const { container } = renderWithTheme(
      <FieldGroup legend="Billing information">
        <TextField id="postalCode" label="Postal code" autoComplete="postal-code" />
      </FieldGroup>,
    );
    expect(screen.getByRole('group', { name: 'Billing information' })).toContainElement(
      screen.getByRole('textbox', { name: 'Postal code' }),
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
