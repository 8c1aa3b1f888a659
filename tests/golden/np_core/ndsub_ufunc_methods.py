# A ufunc's reduce, accumulate and outer keep a subclass (a 0-d instance for a whole reduction), reach __array_ufunc__ overrides with their method name, and give __array_wrap__ a plain array with no context.
import numpy as np
class C(np.ndarray):
    def __array_finalize__(self, obj):
        self.tag = getattr(obj, 'tag', 't')
c = np.arange(4.).view(C)
for f in [lambda: np.add.reduce(c), lambda: np.add.accumulate(c), lambda: np.multiply.outer(c, c[:2]), lambda: np.add.reduce(c.reshape(2,2), axis=0)]:
    r = f(); print(type(r).__name__, repr(r), getattr(r, 'tag', None))
class A(np.ndarray):
    def __array_ufunc__(self, ufunc, method, *inputs, **kw):
        print("called", ufunc.__name__, method, len(inputs), sorted(kw))
        return 42
a = np.arange(3).view(A)
print(np.add.reduce(a), np.add.accumulate(a), np.add.outer(a, 1), np.add.reduce(a, axis=0))
class W(np.ndarray):
    def __array_wrap__(self, arr, context=None):
        print("wrap", type(arr).__name__, context if context is None else context[0].__name__)
        return super().__array_wrap__(arr, context)
w = np.arange(4.).view(W)
print(repr(np.add.reduce(w)), repr(np.add(w, 1)))
# expect: C C(6.) t
# expect: C C([0., 1., 3., 6.]) t
# expect: C C([[0., 0.],
# expect:    [0., 1.],
# expect:    [0., 2.],
# expect:    [0., 3.]]) t
# expect: C C([2., 4.]) t
# expect: called add reduce 1 []
# expect: called add accumulate 1 []
# expect: called add outer 2 []
# expect: called add reduce 1 ['axis']
# expect: 42 42 42 42
# expect: wrap ndarray None
# expect: wrap W add
# expect: W(6.) W([1., 2., 3., 4.])
