# np.histogram with a bin count runs NumPy's loop over blocks of 65536 input values: counts
# and float weights summed per block (the last bits of the weighted sums depend on it), values
# outside range= dropped in each block, a strided input.
import numpy as np

n = 200003
x = ((np.arange(n) * 7919) % 10007) / 10007.0 * 6.0 - 3.0
w = ((np.arange(n) * 31) % 97) / 97.0 + 0.1
c, e = np.histogram(x, bins=7, range=(-2.5, 2.5))
print(c, e[[0, 3, 7]])
cw, _ = np.histogram(x, bins=5, weights=w)
print(cw.tolist())
cs, es = np.histogram(x[::3], bins=4)
print(cs, es)

# expect: [23824 23803 23803 23824 23803 23805 23823] [-2.5        -0.35714286  2.5       ]
# expect: [23802.351546391703, 23787.602061855618, 23785.767010309224, 23790.92886597933, 23804.743298969017]
# expect: [16669 16661 16670 16668] [-3.00000000e+00 -1.50014990e+00 -2.99790147e-04  1.49955031e+00
# expect:   2.99940042e+00]
