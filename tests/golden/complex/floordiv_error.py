# // and % are not defined for complex numbers.
print((1 + 2j) * 2)
print((1 + 2j) // 2)
# expect: (2+4j)
# expect runtime error: TypeError: unsupported operand type(s) for //: 'complex' and 'int'
