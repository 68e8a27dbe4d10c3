import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import layers of ARCHITECTURE.md: each case is a file that breaks one, linted as if it stood at that path.
const eslint = new ESLint({ cwd: process.cwd() });
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import layers', () => {
  it('models/ may not import machines/, renderer/, electron/ or Node built-ins', async () => {
    expect(await layerErrors('models/khronos/x.ts', "import { a } from '../../machines/engine/host';\nexport const b = a;\n")).toHaveLength(1);
    expect(await layerErrors('models/khronos/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n")).toHaveLength(1);
    expect(await layerErrors('models/khronos/x.ts', "import { createMachine } from 'xstate';\nexport const b = createMachine;\n")).toHaveLength(1);
    expect(await layerErrors('models/khronos/x.ts', "import type { Seat } from '../core/module';\nexport type B = Seat;\n")).toHaveLength(0);
  });

  it('machines/ may import models/ and xstate, nothing from electron/ or renderer/, and no I/O', async () => {
    expect(await layerErrors('machines/x/y.ts', "import { OK } from '../../models/core/check';\nimport { setup } from 'xstate';\nexport const a = [OK, setup];\n")).toHaveLength(0);
    expect(await layerErrors('machines/x/y.ts', "import { a } from '../../electron/storage';\nexport const b = a;\n")).toHaveLength(1);
    expect(await layerErrors('machines/x/y.ts', "import { a } from '../../renderer/app/App';\nexport const b = a;\n")).toHaveLength(1);
    expect(await layerErrors('machines/x/y.ts', "import fs from 'fs';\nexport const b = fs;\n")).toHaveLength(1);
  });

  it('renderer/ never imports electron/ or Node built-ins', async () => {
    expect(await layerErrors('renderer/app/x.tsx', "import { a } from '../../electron/shell/mode';\nexport const b = a;\n")).toHaveLength(1);
    expect(await layerErrors('renderer/app/x.tsx', "import path from 'node:path';\nexport const b = path;\n")).toHaveLength(1);
    expect(await layerErrors('renderer/app/x.tsx', "import { sandboxRules } from '../../models/sandbox/rules';\nexport const b = sandboxRules;\n")).toHaveLength(0);
  });

  it("only electron/main.ts and electron/preload.ts import 'electron'", async () => {
    expect(await layerErrors('electron/shell/x.ts', "import { app } from 'electron';\nexport const b = app;\n")).toHaveLength(1);
    expect(await layerErrors('electron/main.ts', "import { app } from 'electron';\nexport const b = app;\n")).toHaveLength(0);
  });
});
