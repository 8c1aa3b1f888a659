# int() of a complex.
print(int(2.5))
print(int(1j))
# expect: 2
# expect runtime error: TypeError: int() argument must be a string, a bytes-like object or a real number, not 'complex'
