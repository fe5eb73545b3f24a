/** ui:widget names forms may use: RJSF's built-in widgets and the portal's own (./formWidgets.tsx). */
export const formWidgetNames = [
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
  'remoteSelect',
] as const;
