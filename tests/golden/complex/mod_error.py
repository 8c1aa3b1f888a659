# % is not defined for complex numbers.
print(divmod(7, 2))
print((1 + 2j) % 2)
# expect: (3, 1)
# expect runtime error: TypeError: unsupported operand type(s) for %: 'complex' and 'int'
