# np.einsum's float64/float32 sums have NumPy's bits: a reduction to one element is summed in
# chunks of 8192 (NumPy's buffer), contiguous runs as its SSE3 loop pairs them, strided ones in
# order; output-innermost products (matrix product, column sums) are added element by element
# in the summed loop's order. Printed as exact hex / sums of raw bits.
import numpy as np

rng = np.random.default_rng(5)


def bits(r):
    r = np.asarray(r)
    u = r.view(np.uint64 if r.dtype == np.float64 else np.uint32).astype(np.uint64)
    return int(u.sum()), int((u * np.arange(1, u.size + 1, dtype=np.uint64).reshape(u.shape)).sum())


for n in [7, 8192, 8193, 30001]:
    a = (rng.random(n) - 0.5) * 10.0 ** rng.integers(-4, 5, n)
    b = rng.random(n) - 0.5
    for x, y in [(a, b), (a.astype(np.float32), b.astype(np.float32))]:
        print(n, x.dtype, float(np.einsum("i,i->", x, y)).hex(), float(np.einsum("i->", x)).hex(),
              float(np.einsum("i,i->", x[::3], y[::3])).hex(), float(np.einsum("i->", x[::2])).hex())

M = (rng.random((3, 5000)) - 0.5) * 1e3
print(float(np.einsum("ij->", M)).hex(), float(np.einsum("ij,ij->", M, M)).hex(), bits(np.einsum("ij->i", M)))
R = (rng.random((1, 20000)) - 0.5) * 1e3
print(bits(np.einsum("ij->i", R)), bits(np.einsum("ji->i", R.T.copy())))
E1, E2 = rng.random((70, 90)) - 0.5, rng.random((90, 50)) - 0.5
print(bits(np.einsum("ij,jk->ik", E1, E2)), bits(np.einsum("ij,jk->ik", E1.astype(np.float32), E2.astype(np.float32))))
print(bits(np.einsum("ij->j", E1)), bits(np.einsum("ij,j->i", E1, E2[:, 0])), bits(np.einsum("ij,i->j", E1, E1[:, 1])))
print(np.einsum("i->", np.array([-0.0, -0.0])), np.einsum("ij->j", np.array([[-0.0], [-0.0]])),
      np.einsum("ij,jk->ik", np.array([[-0.0]]), np.array([[1.0]])))

# expect: 7 float64 0x1.f5f5256963d99p+6 -0x1.2393ee3447254p+10 -0x1.74af18e6b95d6p-14 -0x1.e491b8bff3a9dp-13
# expect: 7 float32 0x1.f5f5240000000p+6 -0x1.2393ee0000000p+10 -0x1.74af180000000p-14 -0x1.e491b80000000p-13
# expect: 8192 float64 0x1.13520f008cd1ep+15 0x1.a9f46f1b78070p+13 -0x1.44099f091cdf3p+12 0x1.95f1287539f28p+7
# expect: 8192 float32 0x1.13520a0000000p+15 0x1.a9f4e00000000p+13 -0x1.4409ca0000000p+12 0x1.95fb840000000p+7
# expect: 8193 float64 -0x1.76638d77e4a03p+13 0x1.6ecd9ddde2f8fp+13 0x1.86d17e40703ffp+10 -0x1.ca5fcae67e82dp+10
# expect: 8193 float32 -0x1.7663880000000p+13 0x1.6ecdae0000000p+13 0x1.86d1c80000000p+10 -0x1.ca60e20000000p+10
# expect: 30001 float64 -0x1.d91d80c06e436p+14 0x1.701bb85031a89p+17 -0x1.be6ffbcb05c50p+14 0x1.d86490cec9129p+17
# expect: 30001 float32 -0x1.d91d800000000p+14 0x1.701bc80000000p+17 -0x1.be6fea0000000p+14 0x1.d8648c0000000p+17
# expect: -0x1.f56872dc3f66ap+13 0x1.29bf356a60c42p+30 (4763996426399977560, 9526579710709834296)
# expect: (4669400701438333490, 4669400701438333490) (4669400701438333490, 4669400701438333490)
# expect: (9390472424307623185, 7465045303002464943) (7415572287541, 12978335614081337)
# expect: (9040540518221714624, 7981396297774196862) (17613649546765663722, 2940071034797291856) (17523914256687370682, 17852023293343675546)
# expect: 0.0 [0.] [[0.]]
