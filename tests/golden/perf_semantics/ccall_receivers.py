# obj.m(a, b) in a function, with a local receiver and arguments that are locals or literals,
# calls a C method without loading it first (CCALL); at the same call site, instances of user
# classes (a subclass of dict too), modules and classes take the ordinary method call.
import math


class Box:
    def get(self, k, d=None):
        return ("Box.get", k, d)


class D(dict):
    def get(self, k, d=None):
        return ("D.get", k, d)


class E(dict):
    pass


def lookup(obj, k):
    return obj.get(k, 0)


for o in [{'a': 1}, Box(), D(a=2), E(a=3), {'b': 2}]:
    print(lookup(o, 'a'), lookup(o, 'b'))


def sqrt_of(m, x):
    return m.sqrt(x)


def via_class(cls, obj):
    return cls.get(obj, 'k')


print(sqrt_of(math, 16.0), via_class(Box, Box()), via_class(dict, {'k': 5}))
# expect: 1 0
# expect: ('Box.get', 'a', 0) ('Box.get', 'b', 0)
# expect: ('D.get', 'a', 0) ('D.get', 'b', 0)
# expect: 3 0
# expect: 0 2
# expect: 4.0 ('Box.get', 'k', None) 5
