import {
  Label,
  Slider as RACSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import { useTranslation } from '../i18n';

export interface SliderProps extends Omit<
  RACSliderProps<number>,
  'children' | 'minValue' | 'maxValue' | 'step'
> {
  label: string;
  /** Shown instead of the number while nothing is chosen yet. */
  emptyText?: string;
  isEmpty?: boolean;
  /**
   * An earlier grade drawn on the track (null or absent: none). Only a picture: the screen
   * says it in words beside the slider, which screen readers read.
   */
  marker?: number | null;
}

const MARKS = Array.from({ length: 11 }, (_, i) => i);

/** SPEC §9: the 0–10 grade scale, step 1, with labelled marks. Arrow keys move it by one. */
export function Slider({
  label,
  emptyText,
  isEmpty = false,
  marker = null,
  className,
  ...props
}: SliderProps) {
  const { t } = useTranslation('ui');
  return (
    <RACSlider
      {...props}
      minValue={0}
      maxValue={10}
      step={1}
      className={`sf-slider${typeof className === 'string' ? ` ${className}` : ''}`}
    >
      <div className="sf-slider__head">
        <Label className="sf-slider__label">{label}</Label>
        <SliderOutput className="sf-slider__output">
          {({ state }) =>
            isEmpty && emptyText
              ? emptyText
              : t('slider.outOf10', { value: state.getThumbValue(0) })
          }
        </SliderOutput>
      </div>
      <SliderTrack className="sf-slider__track">
        {({ state }) => (
          <>
            <div
              className="sf-slider__fill"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            {marker !== null && (
              <span
                className="sf-slider__marker"
                aria-hidden="true"
                style={{ left: `${(Math.min(10, Math.max(0, marker)) / 10) * 100}%` }}
              />
            )}
            <SliderThumb className="sf-slider__thumb" />
          </>
        )}
      </SliderTrack>
      <div className="sf-slider__marks" aria-hidden="true">
        {MARKS.map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </RACSlider>
  );
}
