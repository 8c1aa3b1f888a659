# indexOf of a missing item and concat of a non-sequence.
import operator as op
try:
    op.indexOf([1, 2], 3)
except ValueError as e:
    print(e)
op.concat(1, 2)

# expect: sequence.index(x): x not in sequence
# expect runtime error: TypeError: 'int' object can't be concatenated
