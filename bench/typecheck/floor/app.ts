// The floor: the same app's framework part (App, a stack, an output) with no provider library at
// all, under the same options. What every variant pays before it loads a provider's declarations
// (TypeScript's own libraries, @types/node, cdktn, constructs).
import { App, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';

class AtlasStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const projectId = '5f0a1b2c3d4e5f6a7b8c9d0e';
    new TerraformOutput(this, 'project', { value: projectId });
  }
}

const app = new App();
new AtlasStack(app, 'atlas');
app.synth();
