# float() of a complex.
print(float(2))
print(float(1j))
# expect: 2.0
# expect runtime error: TypeError: float() argument must be a string or a real number, not 'complex'
