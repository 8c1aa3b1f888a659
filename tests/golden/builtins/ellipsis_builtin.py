# The builtin name Ellipsis is the same object as the literal ...
import numpy as np

print(Ellipsis, repr(Ellipsis), type(Ellipsis))
print(Ellipsis is ..., Ellipsis == ...)
a = np.arange(12).reshape(2, 3, 2)
print(a[Ellipsis, 0])
print(a[0, Ellipsis].shape, a[Ellipsis].shape)
e = Ellipsis
print(a[e, 1, 1])

# expect: Ellipsis Ellipsis <class 'ellipsis'>
# expect: True True
# expect: [[ 0  2  4]
# expect:  [ 6  8 10]]
# expect: (3, 2) (2, 3, 2)
# expect: [3 9]
