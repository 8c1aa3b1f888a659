# the reflected operator when only the left operand is a number
class E:
    def __add__(self, o):
        return 1


print(E() + 2)
print(2 + E())
# expect: 1
# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'E'
