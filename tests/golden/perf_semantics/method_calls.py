# obj.name(...) runs C methods without a bound method; every other attribute is called as before
import math
import numpy as np
log = []
def arg(x):
    log.append(x)
    return x
d = {'a': 1}
print(d.get(arg('a'), arg(0)), d.setdefault(arg('b'), arg([])), log)
lst = [3, 1, 2]
lst.append(arg(9))
lst.sort(key=lambda v: -v)
lst.sort(reverse=True)
print(lst, lst.pop(), lst.index(2), math.sqrt(16.0), np.zeros(2).sum(), 'a b'.split())
m = d.get
print(m('a'), [].copy(), {1}.union({2}, [3]), frozenset({1}).copy())
f = {'add': lambda a, b: a + b}
print(f['add'](1, 2), (lambda: d)().get('a'), d.keys().isdisjoint({'z'}))
s = set()
for i in range(5):
    s.add(i * i)
print(s, len(log))
# expect: 1 [] ['a', 0, 'b', []]
# expect: [9, 3, 2] 1 2 4.0 0.0 ['a', 'b']
# expect: 1 [] {1, 2, 3} frozenset({1})
# expect: 3 1 True
# expect: {0, 1, 4, 9, 16} 5
