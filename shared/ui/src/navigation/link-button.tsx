import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** Props of {@link LinkButton}: antd `Button`'s but `href`/`onClick`, plus the router target `to`. */
export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children?: ReactNode };

/**
 * An antd `Button` that is a router link (`<a href>`): a click navigates inside the app, while a
 * middle click or Ctrl+click opens the page in a new tab as a link does.
 */
export function LinkButton({ to, children, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => onClick(event as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
