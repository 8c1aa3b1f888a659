# An __init_subclass__ parameter no class keyword fills is a missing argument.
class B:
    def __init_subclass__(cls, x):
        print(cls.__name__, x)


class C(B, x=1):
    pass


class D(B):
    pass
# expect: C 1
# expect runtime error: TypeError: B.__init_subclass__() missing 1 required positional argument: 'x'
