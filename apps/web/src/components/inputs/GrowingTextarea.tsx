import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'rows' | 'maxRows'> {
  /** The height it starts at, in lines (default 2). */
  minRows?: number;
}

/**
 * A Textarea that grows with what is typed, by CSS (`field-sizing: content`) instead of Mantine's autosize, which
 * measures every box in script after each render: the SRC Report's criteria remarks and comments laid the step out
 * once per box (issue 29).
 */
export function GrowingTextarea({ minRows = 2, classNames, style, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      rows={minRows}
      classNames={{ input: classes.input, ...(classNames as object) }}
      style={{ ...({ '--growing-rows': minRows } as CSSProperties), ...(style as CSSProperties) }}
      {...props}
    />
  );
}
