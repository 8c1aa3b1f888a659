# binary_repr (two's complement with width=) and base_repr (padding=); the old aliases.
import numpy as np
print(np.binary_repr(5), np.binary_repr(-5), np.binary_repr(-5, width=8), np.binary_repr(5, width=8))
print(np.binary_repr(0), np.binary_repr(np.int8(3)))
print(np.base_repr(10, 3), np.base_repr(255, 16), np.base_repr(-10, 2), np.base_repr(5, padding=3))
print(np.product([1, 2, 3]), np.cumproduct([1, 2, 3]), np.alltrue([1, 0]), np.sometrue([0, 1]), np.round_(2.567, 2))
print(np.NINF, np.PINF, np.NZERO, np.PZERO, np.Infinity, np.infty, np.NAN)

# expect: 101 -101 11111011 00000101
# expect: 0 11
# expect: 101 FF -1010 000101
# expect: 6 [1 2 6] False True 2.57
# expect: -inf inf -0.0 0.0 inf inf nan
