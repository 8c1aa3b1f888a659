# complex() from numbers, two parts, complex parts, keywords and strings.
print(complex(), complex(1), complex(2.5), complex(1, 2), complex(1.5, -2), complex(True, False))
print(complex(1 + 2j), complex(1 + 2j, 1 + 2j), complex(1j, 1j), complex(real=1, imag=3))
print(complex("1+2j"), complex(" (1+2j) "), complex("1e3J"), complex("j"), complex("-j"))
print(complex("nan+infj"), complex("-1.5"), complex("1_0+2_5j"), complex("+inf-infj"))
print(complex("3-j"), complex(" 4.5e-3 "), complex("(-0.0-0j)"), complex(2 ** 70))
# expect: 0j (1+0j) (2.5+0j) (1+2j) (1.5-2j) (1+0j)
# expect: (1+2j) (-1+3j) (-1+1j) (1+3j)
# expect: (1+2j) (1+2j) 1000j 1j -1j
# expect: (nan+infj) (-1.5+0j) (10+25j) (inf-infj)
# expect: (3-1j) (0.0045+0j) (-0-0j) (1.1805916207174113e+21+0j)
