import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Out of view until the keyboard reaches it, then at the top left of the page, over the app bar. Always a button
 * with its text: react-admin's SkipNavigationButton becomes an icon button without an icon on a phone (its Button
 * shows only the icon below `sm`).
 */
const SkipButton = styled(Button)(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  '&:focus': { top: theme.spacing(2) },
}));

/**
 * Moves the keyboard's place to the page's content (`#main-content`, react-admin's Layout) without leaving a focus
 * ring on it: the next Tab reaches the content's first control. As react-admin's own skip button does.
 */
function skipToContent() {
  const content = document.getElementById('main-content');
  if (!content) return;
  content.setAttribute('tabIndex', '-1');
  content.focus();
  content.blur();
  content.removeAttribute('tabIndex');
}

/**
 * « Aller au contenu » / "Skip to content" (docs/accessibility.md, "Skip link"): drawn right after the page's heading
 * in the app bar (AppBar.tsx), so that the first Tab after a page opens (the heading has the focus) reaches it, and
 * first in the document's Tab order.
 */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <SkipButton variant="contained" className="skip-link" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav')}
    </SkipButton>
  );
}
