# dict displays: keys of every hashable kind, nesting, trailing commas, repr and str
d = {'a': 1, 'b': [1, 2], 'c': {'x': None}, }
print(d)
print(str(d), repr({}), len(d), len({}))
e = {1: 'one', 2.5: 'float', (1, 2): 'tuple', None: 0, True: 't', 'q"uote': "it's"}
print(e)
print(e[1], e[2.5], e[(1, 2)], e[None], e['q"uote'])
print({1: 'int', 1.0: 'float', True: 'bool'})
print({'k': 1, 'k': 2, 'j': 3})
multi = {
    'alpha': 1,
    'beta': 2,
}
print(multi)
print(bool({}), bool({0: 0}), not {})
# expect: {'a': 1, 'b': [1, 2], 'c': {'x': None}}
# expect: {'a': 1, 'b': [1, 2], 'c': {'x': None}} {} 3 0
# expect: {1: 't', 2.5: 'float', (1, 2): 'tuple', None: 0, 'q"uote': "it's"}
# expect: t float tuple 0 it's
# expect: {1: 'bool'}
# expect: {'k': 2, 'j': 3}
# expect: {'alpha': 1, 'beta': 2}
# expect: False True True
