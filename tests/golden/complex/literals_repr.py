# Imaginary literals and the repr/str of complex numbers, signed zeros, inf and nan included.
print(1j, 2.5j, 1e3J, 10j, 010j, 1_0.5j, 0j, 1e20j, 1e-5j)
print(1 + 2j, -1j, -0 - 1j, complex(-0.0, -1), complex(0.0, -0.0), complex(-0.0, 0.0))
print(complex(float("nan"), float("inf")), complex(1e16, 1), 2.0 + 0j, 1.5 + 1e-05j)
print(repr(3 - 4j), str(3 - 4j), [1j, 2 + 0j], (1j,), complex(-1.5, float("-inf")))
# expect: 1j 2.5j 1000j 10j 10j 10.5j 0j 1e+20j 1e-05j
# expect: (1+2j) (-0-1j) -1j (-0-1j) -0j (-0+0j)
# expect: (nan+infj) (1e+16+1j) (2+0j) (1.5+1e-05j)
# expect: (3-4j) (3-4j) [1j, (2+0j)] (1j,) (-1.5-infj)
