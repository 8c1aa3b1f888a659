# unary minus on an object without __neg__
class E:
    pass


print(-E())
# expect runtime error: TypeError: bad operand type for unary -: 'E'
