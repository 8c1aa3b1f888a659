# Three-argument pow with a complex.
print(pow(2, 3, 5))
print(pow(1j, 2, 3))
# expect: 3
# expect runtime error: ValueError: complex modulo
