# np.complex128 subclasses Python's complex (as np.float64 does float); complex64 does not.
import numbers
import numpy as np
c = np.complex128(3-4j)
print(isinstance(c, complex), issubclass(np.complex128, complex), isinstance(c, (int, complex)))
print(isinstance(np.complex64(1), complex), isinstance(np.float64(1), complex), isinstance(c, float))
print(isinstance(np.array([1j]), complex), isinstance(c, numbers.Complex))
match c:
    case complex(real=r, imag=i):
        print("complex", r, i)
    case _:
        print("other")
print("%s" % c, "{:>12}".format(c), f"{c!r}", type(c + 1j))
# expect: True True True
# expect: False False False
# expect: False True
# expect: complex 3.0 -4.0
# expect: (3-4j)       (3-4j) (3-4j) <class 'numpy.complex128'>
