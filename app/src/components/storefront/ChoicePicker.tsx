import type { ProductOption } from 'sitekit';

interface ChoicePickerProps {
  option: ProductOption;
  /** The same option as the availability call sees it for the current selection (stock, visibility). */
  availability: ProductOption | undefined;
  selected: string | undefined;
  onSelect: (choice: string) => void;
}

/** One option (Size, Color, …) as a group of radio buttons; colour options show swatches. */
export function ChoicePicker({ option, availability, selected, onSelect }: ChoicePickerProps) {
  const isColor = option.optionType === 'color';
  return (
    <fieldset className="choice-picker">
      <legend>
        {option.name}
        {selected && <span className="choice-selected">: {selected}</span>}
      </legend>
      <div className="choices">
        {(option.choices ?? []).map((choice) => {
          const name = choice.description ?? choice.value ?? '';
          const state = availability?.choices?.find((c) => c.description === name) ?? choice;
          const unavailable = state.inStock === false || state.visible === false;
          return (
            <label key={name} className={`choice${isColor ? ' choice-color' : ''}${unavailable ? ' choice-out' : ''}`}>
              <input
                type="radio"
                name={option.name}
                value={name}
                checked={selected === name}
                onChange={() => onSelect(name)}
              />
              {isColor && <span className="swatch" style={{ background: choice.value }} aria-hidden="true" />}
              <span>{name}</span>
              {unavailable && <span className="visually-hidden"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
