import { fireEvent, render, screen } from '@testing-library/react';
import { priceCardSnippets } from '@directpay/contracts';
import { CopySnippet } from './copy-snippet';

const ID = '665f1c2e8b3a4d0012ab34cd';

describe('CopySnippet', () => {
  it("shows a location's snippet as text, its name escaped inside the snippet", () => {
    const { iframe } = priceCardSnippets('https://directpay.example', ID, 'Smiles "<b>Dental</b>"');
    render(<CopySnippet name="iframe" title="Iframe" hint="For a strict site." snippet={iframe} copied={false} onCopied={() => undefined} />);
    expect(screen.getByTestId('snippet-iframe').textContent).toBe(iframe);
    expect(iframe).toContain(`src="https://directpay.example/embed/clinics/${ID}/price-card"`);
    expect(iframe).toContain('title="Cash prices of Smiles &quot;&lt;b&gt;Dental&lt;/b&gt;&quot;"');
    expect(screen.getByRole('button', { name: 'Copy iframe' })).toBeTruthy();
  });

  it('selects the snippet and says how to copy it where the browser gives no clipboard', () => {
    const { script } = priceCardSnippets('https://directpay.example/', ID, 'Smiles');
    expect(script).toBe(`<script src="https://directpay.example/embed/price-card.js" data-clinic="${ID}" async></script>`);
    const onCopied = jest.fn();
    render(<CopySnippet name="script" title="Script" hint="Paste it." snippet={script} copied={false} onCopied={onCopied} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy script' }));
    expect(screen.getByRole('status').textContent).toMatch(/the text is selected, press Ctrl\+C/);
    expect(window.getSelection()?.toString()).toBe(script);
    // No false "Copied".
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
