# tuple.__new__, list.__new__ ... called directly: an instance of the subclass given (a
# namedtuple's too), the builtin's own value for the builtin itself, CPython's messages
import collections
P = collections.namedtuple("P", "x y")
class T(tuple):
    pass
print(tuple.__new__(P, [5, 6]), tuple.__new__(T, [1]), tuple.__new__(tuple, [1, 2]), list.__new__(list))
for cls in (int, 5):
    try:
        tuple.__new__(cls, [1])
    except TypeError as e:
        print(e)
P.__new__(int, 1, 2)
# expect: P(x=5, y=6) (1,) (1, 2) []
# expect: tuple.__new__(int): int is not a subtype of tuple
# expect: tuple.__new__(X): X is not a type object (int)
# expect runtime error: TypeError: tuple.__new__(int): int is not a subtype of tuple
