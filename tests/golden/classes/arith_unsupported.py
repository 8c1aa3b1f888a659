# an operator neither operand supports
class E:
    pass


print(E() + 1)
# expect runtime error: TypeError: unsupported operand type(s) for +: 'E' and 'int'
