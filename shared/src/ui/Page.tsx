import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  /** The page's heading, also used for the browser tab title. */
  title: string;
  /** Up to the laptop's whole width, for tables of many columns (Manage Schools). */
  wide?: boolean;
  children?: ReactNode;
}

/** A screen's frame: one h1 and the document title, so screen-reader users know where they are. */
export function Page({ title, wide = false, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} – Skillfolio`;
  }, [title]);
  return (
    <div className={wide ? 'sf-page sf-page--wide' : 'sf-page'}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
