import numpy as np
# a p-norm's last power: NumPy's scalar math (libm pow) on a scalar sum, the ufunc on arrays
x = np.array([0.1, 0.2, 0.3])
print(repr(np.linalg.norm(x, 3)), repr(np.linalg.norm(x, 2.5)), repr(np.linalg.norm(x, -1.5)))
y = np.array([2.5, 1e-3, 7.25, 3.3, 9.1])
print(repr(np.linalg.norm(y, 3)), repr(np.linalg.norm(y, 2.5)))
print(np.linalg.norm(np.vstack([x, x]), 2.5, axis=1))
# expect[avx512_skx]: 0.33019272488946266 0.3458560656330487 0.07479278215671978
# expect[!avx512_skx]: 0.33019272488946266 0.3458560656330487 0.07479278215671979
# expect[avx512_skx]: 10.585726382756336 11.212768068788273
# expect[!avx512_skx]: 10.585726382756336 11.212768068788272
# expect: [0.34585607 0.34585607]
