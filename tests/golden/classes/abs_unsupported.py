# abs() of an object without __abs__
class E:
    pass


print(abs(E()))
# expect runtime error: TypeError: bad operand type for abs(): 'E'
