# Elements NumPy's SVML power finishes in its scalar routine print NumPy's bits too: negative
# bases with integer exponents (x ** 3 over negative x), results near overflow and underflow
# (subnormal results rounded twice), float64 and float32
import numpy as np


def bits(r):
    w = r.view(np.int64 if r.dtype == np.float64 else np.int32).astype(np.int64)
    return int((w & 0xffffffff).sum())


x = np.linspace(-9.5, -0.05, 30000)
print(bits(x ** 3), bits(x ** -7), bits(np.power(x, 11.0)), bits(np.power(x[::4], 20.0)))
xf = x.astype(np.float32)
print(bits(xf ** np.float32(3)), bits(np.power(xf, np.float32(-5))), bits(np.power(xf[::3], np.float32(8))))
t = np.linspace(1.0001, 1.01, 20000)
with np.errstate(over='ignore', under='ignore'):
    print(bits(np.power(t, 1000.0 / np.log2(t))), bits(np.power(t, -1060.0 / np.log2(t))))
    tf = t.astype(np.float32)
    print(bits(np.power(tf, (np.float32(-140.0) / np.log2(tf)).astype(np.float32))))
print([float(v) for v in np.power(np.array([-9.735808936152656, 1.0008857909985465, -2.5]), np.array([-13.0, -800370.669867045, 3.0]))])
print([float(v) for v in np.power(np.array([-9.780201, 2.0, -1.348446], dtype=np.float32), np.array([-12.0, -127.46884, 8.0], dtype=np.float32))])

# expect[avx512_skx]: 64421702174670 64414686506194 64299720069659 16106655722899
# expect[!avx512_skx]: 64421702174688 64414686506198 64299720069673 16106655722905
# expect[avx512_skx]: 97763459301020 94049068050987 11887180151787
# expect[!avx512_skx]: 97763459301039 94049068051003 11887180151801
# expect[avx512_skx]: 40518720037665 327680000
# expect[!avx512_skx]: 43314743455526 327680000
# expect: 10240000
# expect[avx512_skx]: [-1.4163267235665615e-13, 1.731320079352827e-308, -15.625]
# expect[!avx512_skx]: [-1.4163267235665613e-13, 1.7313200793528265e-308, -15.625]
# expect[avx512_skx]: [1.3056495988539307e-12, 4.2467358896257895e-39, 10.931217193603516]
# expect[!avx512_skx]: [1.305649707274148e-12, 4.246734488327325e-39, 10.9312162399292]
