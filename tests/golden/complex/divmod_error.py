# divmod() of a complex.
print(divmod(7.5, 2))
print(divmod(1 + 2j, 2))
# expect: (3.0, 1.5)
# expect runtime error: TypeError: unsupported operand type(s) for divmod(): 'complex' and 'int'
