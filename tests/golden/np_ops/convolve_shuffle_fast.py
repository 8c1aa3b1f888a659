# np.convolve/np.correlate of float64 (the typed loop: four outputs at once under the whole kernel,
# the edges one by one, strided and reversed operands, NaN, inf, -0.0) and Generator.permutation/
# shuffle of 1-D arrays (the swaps with prefetched partners: every item size, strided).
import numpy as np
rng = np.random.default_rng(5)
a = rng.normal(size=1000); v = rng.normal(size=7)
for mode in ["full", "same", "valid"]:
    r = np.convolve(a, v, mode)
    print(mode, r.shape, r[:3], r[-2:], r.sum().hex())
    r = np.convolve(v, a, mode)
    print(mode, r.shape, r[:2], r.sum().hex())
print(np.convolve(a[::-3], v[::2], "same")[:4], np.correlate(a, v)[:3], np.correlate(v, a, "full")[:3])
print(np.convolve([1.5, np.nan, 2.0], [1.0, -0.0]), np.convolve(np.array([1.0, 2.0], np.float32), [0.5, 0.25]))
print(np.convolve(np.arange(5), [1, 1]), np.convolve([np.inf, 1.0], [0.0, 1.0]))
print(np.convolve(np.ones(5) / 3, np.ones(3) / 3, "valid").tolist())
g = np.random.default_rng(7)
print(g.permutation(10), g.permutation(np.arange(5.0)), g.permutation(np.array([1, 2, 3], np.int8)))
print(g.permutation(np.array([1 + 2j, 3, 4j])), g.permutation(np.arange(12.0)[::3]), g.permutation(1))
x = np.arange(8); g.shuffle(x); print(x)
x = np.arange(12).reshape(4, 3); g.shuffle(x); print(x.tolist())
p = g.permutation(100000); print(p[:5], p[-5:], int((p * np.arange(100000)).sum()))
# expect: full (1006,) [-0.00446039 -0.50576398 -0.90315498] [0.01451788 0.0815257 ] 0x1.e3eaa3c349370p+1
# expect: full (1006,) [-0.00446039 -0.50576398] 0x1.e3eaa3c349370p+1
# expect: same (1000,) [-1.73805488 -1.97719708  0.72197986] [ 1.32119473 -0.97480312] 0x1.4045b727cc856p+2
# expect: same (1000,) [-1.73805488 -1.97719708] 0x1.4045b727cc856p+2
# expect: valid (994,) [ 1.30252564  1.84155526 -0.63007811] [ 0.24056691 -2.93870745] 0x1.03182d867f254p+3
# expect: valid (994,) [1.30252564 1.84155526] 0x1.03182d867f254p+3
# expect: [-0.07037838 -0.0285924   0.55916229  0.20100118] [-0.29295108  2.10405192  0.71678553] [-0.00343058 -0.38002982  0.30629615]
# expect: [1.5 nan nan 0. ] [0.5  1.25 0.5 ]
# expect: [0 1 3 5 7 4] [nan inf  1.]
# expect: [0.3333333333333333, 0.3333333333333333, 0.3333333333333333]
# expect: [8 0 7 1 3 6 2 4 5 9] [4. 3. 1. 2. 0.] [1 2 3]
# expect: [1.+2.j 0.+4.j 3.+0.j] [9. 3. 6. 0.] [0]
# expect: [6 3 4 5 1 7 0 2]
# expect: [[6, 7, 8], [3, 4, 5], [0, 1, 2], [9, 10, 11]]
# expect: [78078 55412 95102 16455 14823] [57833 32259 96622 74578 77751] 249826859092355
