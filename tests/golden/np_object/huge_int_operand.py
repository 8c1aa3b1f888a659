# A Python int that neither int64 nor uint64 holds is an object to NumPy 1.24: an array
# combined with it computes on Python objects and gives an object array (a comparison gives
# bools); an int that only uint64 holds is a uint64 scalar under value-based casting.
import numpy as np

a = np.arange(3)
print(a + 2**40)
# expect: [1099511627776 1099511627777 1099511627778]
print(repr(a + 2**70))
# expect: array([1180591620717411303424, 1180591620717411303425,
# expect:        1180591620717411303426], dtype=object)
print(repr(np.zeros(2) + 2**70))
# expect: array([1.1805916207174113e+21, 1.1805916207174113e+21], dtype=object)
print(2**70 // np.arange(1, 3), -2**70 + a[:1], a * (-2**63 - 1))
# expect: [1180591620717411303424 590295810358705651712] [-1180591620717411303424] [0 -9223372036854775809 -18446744073709551618]
print(a < 2**70, np.zeros(2) == 2**80, 2**70 > a)
# expect: [ True  True  True] [False False] [ True  True  True]
print(np.maximum(a, 2**70)[0] == 2**70, np.minimum(2**70, [1.5, 2]))
# expect: True [1.5 2.0]
print(np.zeros(2) + 2**63, a[:2] + 2**63, np.arange(2, dtype=np.uint8) + 2**63)
# expect: [9.22337204e+18 9.22337204e+18] [9.22337204e+18 9.22337204e+18] [9223372036854775808 9223372036854775809]
print(2**63 - np.arange(2, dtype=np.uint64), (a + 2**63).dtype)
# expect: [9223372036854775808 9223372036854775807] float64
