import { repairFormioAccessibility } from './formio-accessibility';

/** Markup as form.io's bootstrap 5 templates write it for a read-only form (trimmed to what matters). */
const READ_ONLY_FORM = `
<div class="formio-component formio-component-panel">
  <div class="mb-2 card border">
    <div class="card-header bg-default" role="presentation" aria-expanded="true" aria-controls="e1-anamnesi" ref="header">
      <span class="mb-0 card-title">Anamnesi</span>
    </div>
    <div class="card-body" id="e1-anamnesi">
      <div class="formio-component formio-component-textarea" id="e2">
        <label id="l-e2-note" for="e2-note">Note</label>
        <div ref="input"><div class="formio-editor-read-only-content" role="textbox" aria-multiline="true">Nessuna</div></div>
      </div>
      <div class="formio-component formio-component-radio" id="e3">
        <label id="l-e3-fumo">Fumo</label>
        <div class="form-radio radio" role="radiogroup" aria-label="Fumo">
          <div class="radio form-check-inline" ref="wrapper">
            <input type="radio" class="form-check-input" id="e3-fumo-si" value="si" disabled>
            <span class="form-check-label"><span>Sì</span></span>
          </div>
          <div class="radio form-check-inline" ref="wrapper">
            <input type="radio" class="form-check-input" id="e3-fumo-no" value="no" disabled>
            <span class="form-check-label"><span>No</span></span>
          </div>
        </div>
      </div>
      <div class="formio-component formio-component-checkbox" id="e4">
        <div class="form-check">
          <input type="checkbox" id="e4-ok"><label for="e4-ok">Idoneo</label>
        </div>
      </div>
    </div>
  </div>
</div>`;

describe('repairFormioAccessibility', () => {
  beforeEach(() => {
    document.body.innerHTML = READ_ONLY_FORM;
    repairFormioAccessibility(document.body);
  });

  it('leaves a read-only panel header presentational, without aria-expanded or aria-controls', () => {
    const header = document.querySelector('[role="presentation"]')!;
    expect(header.hasAttribute('aria-expanded')).toBe(false);
    expect(header.hasAttribute('aria-controls')).toBe(false);
  });

  it("names a read-only text area after its component's label", () => {
    expect(document.querySelector('[role="textbox"]')!.getAttribute('aria-labelledby')).toBe('l-e2-note');
  });

  it('names each read-only radio after its option, and leaves an input with a label alone', () => {
    expect(document.getElementById('e3-fumo-si')!.getAttribute('aria-label')).toBe('Sì');
    expect(document.getElementById('e3-fumo-no')!.getAttribute('aria-label')).toBe('No');
    expect(document.getElementById('e4-ok')!.hasAttribute('aria-label')).toBe(false);
  });

  it('changes nothing the second time', () => {
    const once = document.body.innerHTML;
    repairFormioAccessibility(document.body);
    expect(document.body.innerHTML).toBe(once);
  });
});
