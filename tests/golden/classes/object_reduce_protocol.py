# object.__reduce_ex__/__reduce__/__getstate__ (the copyreg reductions), copy.copy/deepcopy
# honouring __getstate__/__setstate__ and a class's own __reduce__, __copy__/__deepcopy__;
# object.__sizeof__ and sys.getsizeof of instances; object.__dir__, a class's own __dir__;
# object.__subclasshook__ and an ABC's own
import abc
import copy
import copyreg
import pickle
import sys


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = [y]

    def __repr__(self):
        return f"P({self.x}, {self.y})"


p = P(1, 2)
rv = p.__reduce_ex__(4)
print(rv[0] is copyreg.__newobj__, rv[1][0].__name__, rv[2], rv[3:])
rv = p.__reduce__()
print(rv[0] is copyreg._reconstructor, rv[1][0].__name__, rv[1][1].__name__, rv[1][2], rv[2])
print(p.__reduce_ex__(1)[2], len(P.__new__(P).__reduce_ex__(0)))
print(p.__getstate__(), P.__new__(P).__getstate__())
q = copy.copy(p)
r = copy.deepcopy(p)
print(q, r, q.y is p.y, r.y is p.y)
print(pickle.loads(pickle.dumps(p)))


class S:
    def __init__(self):
        self.a = 1
        self.b = 2

    def __getstate__(self):
        print("getstate")
        return {"a": self.a}

    def __setstate__(self, st):
        print("setstate", st)
        self.__dict__.update(st)
        self.b = 0


print(vars(copy.deepcopy(S())))
print(vars(copy.copy(S())))
print(vars(pickle.loads(pickle.dumps(S()))))


class R:
    def __init__(self, n):
        self.n = n

    def __reduce__(self):
        print("reduce")
        return (R, (self.n * 10,))


print(copy.copy(R(4)).n, copy.deepcopy(R(5)).n, R(1).__reduce_ex__(2))


class C:
    def __copy__(self):
        print("__copy__")
        return C()

    def __deepcopy__(self, memo):
        print("__deepcopy__", type(memo).__name__)
        return C()


copy.copy(C())
copy.deepcopy(C())


class Sl:
    __slots__ = ("a", "b")


s = Sl()
s.a = 1
print(s.__getstate__(), s.__sizeof__(), sys.getsizeof(s))
s2 = copy.copy(s)
print(s2.a, hasattr(s2, "b"))
print(object().__sizeof__(), p.__sizeof__(), sys.getsizeof(p), sys.getsizeof(object()))
print(sorted(P(1, 2).__dir__()) == dir(P(1, 2)), "x" in p.__dir__())


class Z:
    def __dir__(self):
        return ["b", "a", "c"]


print(dir(Z()))
print(object.__subclasshook__(), P.__subclasshook__(int))


class Base(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if any("quack" in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented


class Duck:
    def quack(self):
        pass


print(issubclass(Duck, Base), isinstance(Duck(), Base), issubclass(int, Base))
# expect: True P {'x': 1, 'y': [2]} (None, None)
# expect: True P object None {'x': 1, 'y': [2]}
# expect: {'x': 1, 'y': [2]} 2
# expect: {'x': 1, 'y': [2]} None
# expect: P(1, [2]) P(1, [2]) True False
# expect: P(1, [2])
# expect: getstate
# expect: setstate {'a': 1}
# expect: {'a': 1, 'b': 0}
# expect: getstate
# expect: setstate {'a': 1}
# expect: {'a': 1, 'b': 0}
# expect: getstate
# expect: setstate {'a': 1}
# expect: {'a': 1, 'b': 0}
# expect: reduce
# expect: reduce
# expect: reduce
# expect: 40 50 (<class '__main__.R'>, (10,))
# expect: __copy__
# expect: __deepcopy__ dict
# expect: (None, {'a': 1}) 32 48
# expect: 1 False
# expect: 16 24 56 16
# expect: True True
# expect: ['a', 'b', 'c']
# expect: NotImplemented NotImplemented
# expect: True True False
