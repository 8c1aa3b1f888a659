# ChainMap assignment, deletion, pop, update, setdefault, clear and copy act on the first map.
from collections import ChainMap, Counter
first, second = {'a': 1}, {'a': 0, 'b': 2}
cm = ChainMap(first, second)
cm['b'] = 20
print(first, second)
del cm['a']
print(cm, cm['a'])
print(cm.pop('b'), cm.pop('nope', 9), cm)
cm.update({'k': 1}, q=2)
print(cm.setdefault('k', 5), cm.setdefault('new', 7), cm)
c2 = cm.copy()
c2['z'] = 1
print(c2, cm)
cm.clear()
print(cm, cm == {'a': 0, 'b': 2}, cm != second)
print(ChainMap(Counter('aab'))['z'], ChainMap.fromkeys('ab', 0))
r = ChainMap({})
r.maps[0]['me'] = r
print(r)

# expect: {'a': 1, 'b': 20} {'a': 0, 'b': 2}
# expect: ChainMap({'b': 20}, {'a': 0, 'b': 2}) 0
# expect: 20 9 ChainMap({}, {'a': 0, 'b': 2})
# expect: 1 7 ChainMap({'k': 1, 'q': 2, 'new': 7}, {'a': 0, 'b': 2})
# expect: ChainMap({'k': 1, 'q': 2, 'new': 7, 'z': 1}, {'a': 0, 'b': 2}) ChainMap({'k': 1, 'q': 2, 'new': 7}, {'a': 0, 'b': 2})
# expect: ChainMap({}, {'a': 0, 'b': 2}) True False
# expect: 0 ChainMap({'a': 0, 'b': 0})
# expect: ChainMap({'me': ...})
