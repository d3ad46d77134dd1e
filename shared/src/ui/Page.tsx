import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  /** The page's heading, also used for the browser tab title. */
  title: string;
  children?: ReactNode;
}

/** A screen's frame: one h1 and the document title, so screen-reader users know where they are. */
export function Page({ title, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} – Skillfolio`;
  }, [title]);
  return (
    <div className="sf-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
