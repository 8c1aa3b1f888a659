# .real, .imag, .conjugate(), isinstance, type, bool, abs.
z = 3 - 4j
print(z.real, z.imag, z.conjugate(), 1j.imag, (2j).real, type(z), isinstance(z, complex))
print(isinstance(1j, (int, float)), isinstance(1, complex), bool(0j), bool(1j), not 0j)
print(abs(z), abs(-1j), abs(complex(float("inf"), float("nan"))), abs(complex(1e308, 1e308)))
print((5).conjugate(), (2.5).imag, (7).real, (1.5).real)
# expect: 3.0 -4.0 (3+4j) 1.0 0.0 <class 'complex'> True
# expect: False False False True True
# expect: 5.0 1.0 inf 1.4142135623730951e+308
# expect: 5 0.0 7 1.5
