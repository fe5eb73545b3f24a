/** A cookie of this page readable by script (the csrf cookie; the session cookie is HttpOnly). */
export function readCookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}
