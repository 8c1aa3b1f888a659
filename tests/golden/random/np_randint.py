# Legacy bounded integers: masked rejection with 32-bit draws, 64-bit draws for wide ranges.
import numpy as np
np.random.seed(5)
print(np.random.randint(10), np.random.randint(5, 8))
print(np.random.randint(10, 20, 8))
print(np.random.randint(0, 2 ** 40, 4))
lo = -2 ** 62 * 2
hi = (2 ** 62 - 1) + 2 ** 62
print(lo, hi, np.random.randint(lo, hi, 3))
print(np.random.randint(0, 2 ** 32, 3))
print(np.random.randint(0, 100, size=(2, 5)))

# expect: 3 7
# expect: [16 16 10 19 18 14 17 10]
# expect: [680694927056  34320314572 617651866737 780178485223]
# expect: -9223372036854775808 9223372036854775807 [ 4398447080453503003 -1082653725478674227 -6303070477343658943]
# expect: [3779300783  476315166 1177192404]
# expect: [[86 18  9 41 62]
# expect:  [ 1 82 16 78  5]]
