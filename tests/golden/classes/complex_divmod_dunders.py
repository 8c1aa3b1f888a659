# complex() of a user instance uses __complex__, __float__ or __index__; divmod() uses a user
# class's __divmod__ and the other operand's __rdivmod__.
class Z:
    def __complex__(self): return 1 + 2j
class F:
    def __float__(self): return 2.5
class I:
    def __index__(self): return 7
class Bad:
    def __complex__(self): return 3
class DM:
    def __divmod__(self, o): return ("dm", o)
    def __rdivmod__(self, o): return ("rdm", o)
print(complex(Z()), complex(F()), complex(I()), complex(F(), 1), divmod(DM(), 3), divmod(3, DM()))
# expect: (1+2j) (2.5+0j) (7+0j) (2.5+1j) ('dm', 3) ('rdm', 3)
for bad in [Bad(), object()]:
    try:
        complex(bad)
    except TypeError as e:
        print(e)
# expect: __complex__ returned non-complex (type int)
# expect: complex() first argument must be a string or a number, not 'object'
try:
    divmod(object(), 1)
except TypeError as e:
    print(e)
# expect: unsupported operand type(s) for divmod(): 'object' and 'int'
