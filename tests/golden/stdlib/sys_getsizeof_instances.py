# sys.getsizeof of instances: a plain one, object(), a class's __sizeof__ (plus CPython's
# header), and the default argument.
import sys
g = sys.getsizeof
class C:
    pass
class D:
    def __sizeof__(self):
        return 100
print(g(C()), g(object()), g(D()), g(5, 'unused'))
# expect: 56 16 132 28
