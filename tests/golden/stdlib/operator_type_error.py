# An operator function raises what the operator raises.
import operator as op
try:
    op.truediv(1, 0)
except ZeroDivisionError as e:
    print(e)
op.add(1, "a")

# expect: division by zero
# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'str'
