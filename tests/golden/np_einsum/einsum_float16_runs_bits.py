# np.einsum of float16 sums each run in float32 as NumPy's half loops do (one operand: pairs of
# pairs while more than four remain; two: four products at a time) and rounds into the float16
# output after each run; with an output label innermost, after each product. Raw bits printed.
import numpy as np

rng = np.random.default_rng(9)


def b(r):
    u = np.asarray(r).view(np.uint16).astype(np.uint64)
    return int((u * np.arange(1, u.size + 1, dtype=np.uint64).reshape(u.shape)).sum())


for shp in [(8, 17), (3, 130), (9000, 7), (17, 9000)]:
    A = (rng.standard_normal(shp) * 3).astype(np.float16)
    B = (rng.standard_normal(shp) * 3).astype(np.float16)
    print(shp, b(np.einsum('ij->i', A)), b(np.einsum('ij->j', A)), b(np.einsum('ij,ij->i', A, B)),
          b(np.einsum('ij,ij->j', A, B)), b(np.einsum('ij,j->i', A, B[0])), b(np.einsum('ij->', A)))
E1 = (rng.standard_normal((50, 8)) * 2).astype(np.float16)
E2 = (rng.standard_normal((8, 64)) * 2).astype(np.float16)
print(b(np.einsum('ij,jk->ik', E1, E2)), b(np.einsum('ij,jk->k', E1, E2)), b(np.einsum('ij,jk->i', E1, E2)))
v = (rng.standard_normal(20000) * 4).astype(np.float16)
print(b(np.einsum('i->', v)), b(np.einsum('i,i->', v, v[::-1].copy())), b(np.einsum('i->', v[::3])))

# expect: (8, 17) 1121259 5020860 1155329 4112885 1743218 19464
# expect: (3, 130) 209883 278241973 326166 300868710 263491 49395
# expect: (9000, 7) 1359141721585 1055520 1429716297659 1002348 1442270701526 25211
# expect: (17, 9000) 5777070 1392293398918 6502704 1471292930998 6907097 26676
# expect: 174070238719 91621041 49197470
# expect: 24265 26458 22715
