/** The browser refused to open the window (a popup blocker). */
export class PopupBlocked extends Error {}

/**
 * Opens a file in a new window whose address needs a call first (a public file
 * token): the window opens at once, while the click still counts as the user's,
 * so no popup blocker stops it, then goes to the address; a failed call closes it.
 */
export async function openInNewWindow(address: () => Promise<string>): Promise<void> {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  try {
    const url = await address();
    if (opened) opened.location.href = url;
    else if (!window.open(url, '_blank', 'noopener')) throw new PopupBlocked();
  } catch (error) {
    opened?.close();
    throw error;
  }
}
