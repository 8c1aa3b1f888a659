# dict(): mappings, iterables of pairs, keyword arguments, fromkeys
print(dict(), dict({'a': 1}), dict(a=1, b=2))
print(dict([('a', 1), ['b', 2], 'cd']))
print(dict(zip('abc', range(3))))
print(dict({'a': 1}, b=2, a=3))
print(dict(enumerate('xyz')))
print(dict.fromkeys('abc'), dict.fromkeys([1, 2], 0))
print({}.fromkeys(range(3), 'v'))
src = {'k': [1]}
cp = dict(src)
cp['k'].append(2)
cp['new'] = 0
print(src, cp)
# expect: {} {'a': 1} {'a': 1, 'b': 2}
# expect: {'a': 1, 'b': 2, 'c': 'd'}
# expect: {'a': 0, 'b': 1, 'c': 2}
# expect: {'a': 3, 'b': 2}
# expect: {0: 'x', 1: 'y', 2: 'z'}
# expect: {'a': None, 'b': None, 'c': None} {1: 0, 2: 0}
# expect: {0: 'v', 1: 'v', 2: 'v'}
# expect: {'k': [1, 2]} {'k': [1, 2], 'new': 0}
