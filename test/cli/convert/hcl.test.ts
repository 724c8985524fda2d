import * as path from 'path';
import { ConvertError, readModule } from '../../../src/cli/convert/hcl';

const CWD = '/work/app';
const at = (f: string) => path.join(CWD, f);

describe('readModule', () => {
  test('every top-level block with its kind, type, name and header line, in file order', async () => {
    const text = `terraform {
  required_version = ">= 1.6"
}

provider "mongodbatlas" {
  alias = "eu"
}
provider mongodbatlas {
}

locals {
  a = 1
  b = { c = 2 }
}
locals {
  d = "x"
}

variable "v" {}
data "mongodbatlas_project" "p" { name = "x" }
resource mongodbatlas_custom_db_role r {
  role_name = "r"
}
output "o" {
  value = 1
}
module "m" {
  source = "./m"
}
`;
    const { blocks, docs } = await readModule([{ path: at('main.tf'), text }], CWD);
    expect(blocks.map((b) => [b.kind, b.type, b.name, b.file, b.line])).toEqual([
      ['terraform', undefined, 'terraform', 'main.tf', 1],
      ['provider', 'mongodbatlas', 'mongodbatlas', 'main.tf', 5],
      ['provider', 'mongodbatlas', 'mongodbatlas', 'main.tf', 8],
      ['local', undefined, 'a', 'main.tf', 12],
      ['local', undefined, 'b', 'main.tf', 13],
      ['local', undefined, 'd', 'main.tf', 16],
      ['variable', undefined, 'v', 'main.tf', 19],
      ['data', 'mongodbatlas_project', 'p', 'main.tf', 20],
      ['resource', 'mongodbatlas_custom_db_role', 'r', 'main.tf', 21],
      ['output', undefined, 'o', 'main.tf', 24],
      ['module', undefined, 'm', 'main.tf', 27],
    ]);
    expect(blocks[1]!.body).toEqual({ alias: 'eu' });
    expect(blocks[4]!.body).toEqual({ value: { c: 2 } });
    expect(docs).toHaveLength(1);
    expect(docs[0]!.resource.mongodbatlas_custom_db_role.r).toEqual([{ role_name: 'r' }]);
  });

  test('the file is relative to the working folder, with /', async () => {
    const { blocks } = await readModule([{ path: at('infra/net.tf'), text: 'variable "x" {}\n' }], CWD);
    expect(blocks[0]!.file).toBe('infra/net.tf');
  });

  test('a parse error: file:line:column, the parser\'s words, what is allowed and the fix', async () => {
    const run = readModule([{ path: at('main.tf'), text: 'variable "x" {\n  default = [1,\n}\n' }], CWD);
    await expect(run).rejects.toBeInstanceOf(ConvertError);
    await expect(readModule([{ path: at('main.tf'), text: 'variable "x" {\n  default = [1,\n}\n' }], CWD)).rejects.toThrow(
      /^main\.tf:3:1: HCL that does not parse: .+ Received: a file Terraform would refuse too\. Allowed: HCL that `terraform validate` accepts\. Fix: correct the file at main\.tf:3:1, then run convert again\.$/);
  });
});
