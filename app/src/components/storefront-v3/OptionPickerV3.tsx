import type { ProductV3 } from 'sitekit';

type ConnectedOption = NonNullable<ProductV3['options']>[number];

interface OptionPickerV3Props {
  option: ConnectedOption;
  /** The picked choice's id. */
  selected: string | undefined;
  /** Whether a choice can be bought beside the other picks. */
  available: (choiceId: string) => boolean;
  onSelect: (choiceId: string) => void;
}

/** One v3 option (Size, Color, …) as radio buttons; swatch options show their colour. */
export function OptionPickerV3({ option, selected, available, onSelect }: OptionPickerV3Props) {
  const name = option.name ?? '';
  const choices = option.choicesSettings?.choices ?? [];
  const selectedName = choices.find((choice) => choice.choiceId === selected)?.name;
  return (
    <fieldset className="choice-picker">
      <legend>
        {name}
        {selectedName && <span className="choice-selected">: {selectedName}</span>}
      </legend>
      <div className="choices">
        {choices.map((choice) => {
          const choiceName = choice.name ?? '';
          const choiceId = choice.choiceId ?? '';
          const soldOut = !available(choiceId);
          return (
            <label
              key={choiceId}
              className={`choice${choice.colorCode ? ' choice-color' : ''}${soldOut ? ' choice-out' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={choiceId}
                checked={selected === choiceId}
                onChange={() => onSelect(choiceId)}
              />
              {choice.colorCode && (
                <span className="swatch" style={{ background: choice.colorCode }} aria-hidden="true" />
              )}
              <span>{choiceName}</span>
              {soldOut && <span className="visually-hidden"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
