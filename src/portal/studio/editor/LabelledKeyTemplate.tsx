import { Templates } from '@rjsf/mui';
import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';

const ThemeTemplate = Templates.WrapIfAdditionalTemplate;
if (!ThemeTemplate) throw new Error('@rjsf/mui has no WrapIfAdditionalTemplate');
const WrapIfAdditionalTemplate = ThemeTemplate;

/**
 * The MUI theme's field of a free-named key (a map such as a regulator's switches), whose name input always has its
 * label: the theme drops it where the value hides its own (a checkbox), leaving an input without a name (axe: label).
 */
export function LabelledKeyTemplate(props: WrapIfAdditionalTemplateProps) {
  return <WrapIfAdditionalTemplate {...props} displayLabel />;
}
