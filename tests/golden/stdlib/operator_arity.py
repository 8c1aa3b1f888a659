# Operator functions take a fixed number of arguments.
import operator as op
try:
    op.neg()
except TypeError as e:
    print(e)
try:
    op.itemgetter(1)(1, 2)
except TypeError as e:
    print(e)
op.add(1)

# expect: _operator.neg() takes exactly one argument (0 given)
# expect: itemgetter expected 1 argument, got 2
# expect runtime error: TypeError: add expected 2 arguments, got 1
