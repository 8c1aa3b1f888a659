# np.einsum with a summed label of length 1: NumPy's iterator coalesces that axis away, so the
# next summed label becomes its innermost loop (here the sum over i of a column times b[0, k]:
# NumPy sums the column, then multiplies). Exact values printed.
import numpy as np

rs = np.random.RandomState(4)
A = rs.standard_normal((8, 1)) * 4
B = rs.standard_normal((1, 17)) * 4
for X, Y in [(A, B), (A[::-1], B), (A, B[:, ::-1])]:
    print([float(v).hex() for v in np.einsum('ij,jk->k', X, Y)[:4]])
C = rs.standard_normal((3, 1, 5))
print(float(np.einsum('ijk->', C)).hex(), [float(v).hex() for v in np.einsum('ijk->i', C)])
print([float(v).hex() for v in np.einsum('ij,jk->ik', A[:2], B)[1, :3]])

# expect: ['-0x1.32d9705d7c64bp+3', '0x1.08f0193001bafp+5', '-0x1.1dafa18f73ebap+4', '0x1.450a892504846p+1']
# expect: ['-0x1.32d9705d7c649p+3', '0x1.08f0193001baep+5', '-0x1.1dafa18f73eb9p+4', '0x1.450a892504847p+1']
# expect: ['-0x1.00ac445e9e2a1p+6', '0x1.172181a63c9a2p+5', '-0x1.27568da91f903p+2', '-0x1.922bb012c273dp+0']
# expect: 0x1.0ae3086fc8008p+1 ['0x1.3fa5bd2d7c860p+0', '-0x1.c32063c204d43p+1', '0x1.171846cd8748ep+2']
# expect: ['0x1.5430e003af401p+1', '-0x1.25b9b5835ad5cp+3', '0x1.3cba61741d6e2p+2']
