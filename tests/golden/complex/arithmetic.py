# Arithmetic with ints, floats, bools and big ints converts the other operand to complex.
z = 3 + 4j
w = 1 - 2j
print(z + w, z - w, z * w, z / w, -z, +z)
print(z + 1, 1 + z, z * 2.5, 2.5 * z, z - True, z / 2, 2 / z, z * 2 ** 60)
print(1j * float("inf"), complex(1e300, 1e300) * complex(1e300, 1e300))
print(complex(1e300, 1e300) / complex(1e-300, 1e-300), complex(3, 4) / complex(1, 2))
print(sum([1j, 2, 3.5]), sum([1 + 1j] * 3, 0j))
# expect: (4+2j) (2+6j) (11-2j) (-1+2j) (-3-4j) (3+4j)
# expect: (4+4j) (4+4j) (7.5+10j) (7.5+10j) (2+4j) (1.5+2j) (0.24-0.32j) (3.458764513820541e+18+4.611686018427388e+18j)
# expect: (nan+infj) (nan+infj)
# expect: (inf+0j) (2.2-0.4j)
# expect: (5.5+1j) (3+3j)
