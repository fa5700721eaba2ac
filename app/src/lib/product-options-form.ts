import * as z from 'zod/mini';
import type { Product } from 'sitekit';
import { zChoice, zProductOption } from './schemas';

const MAX_OPTIONS = 6;

export interface OptionValues {
  name: string;
  optionType: 'drop_down' | 'color';
  choices: Array<{ description: string; value: string }>;
}

export interface ProductOptionsValues {
  options: OptionValues[];
}

const optionSchema = z.extend(zProductOption, {
  name: z.string().check(z.trim(), z.minLength(1, 'Name the option')),
  optionType: z.enum(['drop_down', 'color']),
  choices: z
    .array(
      z.extend(zChoice, {
        description: z.string().check(z.trim(), z.minLength(1, 'Name the choice')),
        value: z.string(),
      }),
    )
    .check(z.minLength(1, 'Add at least one choice')),
});

/** Options and their choices, on the generated option and choice schemas; names must be unique. */
export const productOptionsForm = z.object({
  options: z.array(optionSchema).check(
    z.maxLength(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`),
    z.superRefine((options, context) => {
      options.forEach((option, index) => {
        if (options.findIndex((other) => other.name === option.name) !== index)
          context.addIssue({ code: 'custom', path: [index, 'name'], message: 'Another option has this name' });
        option.choices.forEach((choice, choiceIndex) => {
          if (option.choices.findIndex((other) => other.description === choice.description) !== choiceIndex)
            context.addIssue({
              code: 'custom',
              path: [index, 'choices', choiceIndex, 'description'],
              message: 'This option already has this choice',
            });
        });
      });
    }),
  ),
});

export function optionsOf(product: Product): ProductOptionsValues {
  return {
    options: (product.productOptions ?? []).map((option) => ({
      name: option.name ?? '',
      optionType: option.optionType === 'color' ? 'color' : 'drop_down',
      choices: (option.choices ?? []).map((choice) => ({
        description: choice.description ?? '',
        value: choice.value ?? '',
      })),
    })),
  };
}

/** The options as the product update sends them: a colour's value is its colour code, others repeat the name. */
export function productOptionsBody(values: ProductOptionsValues): NonNullable<Product['productOptions']> {
  return values.options.map((option) => ({
    name: option.name.trim(),
    optionType: option.optionType,
    choices: option.choices.map((choice) => ({
      description: choice.description.trim(),
      value: option.optionType === 'color' ? choice.value || '#000000' : choice.description.trim(),
    })),
  }));
}
