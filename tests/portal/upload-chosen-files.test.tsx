import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enumCode } from '../../engine/catalog';
import DocumentUploadWidget from '../../src/portal/kyc/widgets/DocumentUploadWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'asic');
const poi = config.kycModules.modules.find((m) => m.documents?.type === 'poi' && m.documents.category === 'general')!;
const { maxFileBytes } = config.kycModules.uploads;

/** The proof-of-identity upload of a client who has not sent it yet; the api answers every upload with nothing. */
async function identityUpload() {
  const unsubmitted = enumCode(config.enumerations, 'kycModuleStatus', 'unsubmitted');
  const api = vi.fn((call: { path: string }) =>
    Promise.resolve(
      call.path === 'identityProof/getAllLastProof' ? [{ module: poi.code, status: unsubmitted, reason: null, kind: null, submittedAt: null }] : null,
    ),
  );
  const widget = { id: 'upload', kind: 'documentUpload', modules: [poi.code], emits: [] };
  renderWithPortal(<DocumentUploadWidget {...({ widget, configPath: 'screens.cp.kycPoi.widgets.0' } as unknown as WidgetProps)} />, config, { api } as never);
  const file = await screen.findByLabelText(/^Document file/);
  const choose = (...files: File[]) => fireEvent.change(file, { target: { files } });
  const upload = () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Kind of document/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Passport' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  };
  const uploads = () => api.mock.calls.filter(([call]) => call.path === 'identityProof/attach_new_document');
  return { file, choose, upload, uploads };
}

const scan = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('KYC document upload: what the server would refuse by count or size is said as the files are chosen, nothing is sent', () => {
  it('more files than the module takes (maxFiles of config/kyc/modules.yaml)', async () => {
    const form = await identityUpload();
    form.choose(...Array.from({ length: poi.documents!.maxFiles + 1 }, (_, i) => scan(`page-${i + 1}.jpg`)));
    expect((await screen.findByRole('alert')).textContent).toBe(`Choose at most ${poi.documents!.maxFiles} files.`);
    expect(form.file.getAttribute('aria-invalid')).toBe('true');
    form.upload();
    expect(form.uploads()).toEqual([]);
  });

  it('a file over the size limit (uploads.maxFileBytes) is named; choosing smaller files clears it and the upload goes', async () => {
    const form = await identityUpload();
    form.choose(scan('front.jpg'), scan('back.jpg', maxFileBytes + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `"back.jpg" is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB. Choose a smaller scan or photo.`,
    );
    form.upload();
    expect(form.uploads()).toEqual([]);

    form.choose(scan('front.jpg'), scan('back.jpg', maxFileBytes));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.file.getAttribute('aria-invalid')).toBe('false');
    form.upload();
    await vi.waitFor(() => expect(form.uploads()).toHaveLength(1));
  });
});
