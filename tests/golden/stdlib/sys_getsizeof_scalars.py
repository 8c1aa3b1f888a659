# sys.getsizeof of scalars: ints by 30-bit digit, float, bool, None, complex.
import sys
g = sys.getsizeof
print(g(0), g(1), g(-5), g(2**30 - 1), g(2**30), g(-(2**30)), g(2**60), g(2**90), g(10**100))
print(g(1.5), g(True), g(False), g(None), g(1 + 2j))
# expect: 28 28 28 28 32 32 36 40 72
# expect: 24 28 28 16 32
