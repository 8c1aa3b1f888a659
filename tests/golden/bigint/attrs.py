# The attributes ints have work on big ones.
n = 2 ** 100
print(n.real, n.imag, n.numerator, n.denominator, n.conjugate(), n.bit_length())
print(isinstance(n, int), isinstance(n, float), type(n), type(n) == int, int(n) is n)
print(float(n), complex(n), divmod(n, 2 ** 99), -n // n, n % n, +n)
# expect: 1267650600228229401496703205376 0 1267650600228229401496703205376 1 1267650600228229401496703205376 101
# expect: True False <class 'int'> True True
# expect: 1.2676506002282294e+30 (1.2676506002282294e+30+0j) (2, 0) -1 0 1267650600228229401496703205376
