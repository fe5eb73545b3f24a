/** ui:widget names RJSF itself resolves (its built-in widgets, chosen by the field's schema type). */
const rjsfWidgetNames = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'updown',
  'range',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'date',
  'datetime',
  'hidden',
  'file',
] as const;

/**
 * The portal's own ui:widget names, kept free of React for the config check. The form widget
 * registry (./FormWidget.tsx) is typed against them: a name without a widget, or a widget without a
 * name, does not compile.
 */
export const portalFormWidgetNames = ['remoteSelect'] as const;
export type PortalFormWidgetName = (typeof portalFormWidgetNames)[number];

/** Every ui:widget name forms may use. */
export const formWidgetNames: readonly string[] = [...rjsfWidgetNames, ...portalFormWidgetNames];
