# .copy() of subclasses of Counter, defaultdict, OrderedDict and deque is the subclass
from collections import Counter, defaultdict, OrderedDict, deque


class Tally(Counter):
    pass


class Groups(defaultdict):
    pass


class Ordered(OrderedDict):
    pass


class Window(deque):
    pass


class Plain(dict):
    pass


t = Tally('abracadabra')
print(type(t.copy()).__name__, t.copy())
g = Groups(list, a=[1])
gc = g.copy()
print(type(gc).__name__, gc, gc.default_factory)
o = Ordered(b=2, a=1)
print(type(o.copy()).__name__, o.copy())
w = Window([1, 2, 3])
print(type(w.copy()).__name__, w.copy())
w2 = Window([1, 2, 3, 4], 2)
print(type(w2.copy()).__name__, w2.copy(), w2.copy().maxlen)
print(type(Plain(a=1).copy()).__name__)
c2 = t.copy()
c2['z'] += 5
print(t['z'], c2['z'], c2.most_common(2))

# expect: Tally Tally({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})
# expect: Groups Groups(<class 'list'>, {'a': [1]}) <class 'list'>
# expect: Ordered Ordered([('b', 2), ('a', 1)])
# expect: Window Window([1, 2, 3])
# expect: Window Window([3, 4], maxlen=2) 2
# expect: dict
# expect: 0 5 [('a', 5), ('z', 5)]
