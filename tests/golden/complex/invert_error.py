# ~ of a complex.
print(-(1 + 2j))
print(~(1 + 2j))
# expect: (-1-2j)
# expect runtime error: TypeError: bad operand type for unary ~: 'complex'
