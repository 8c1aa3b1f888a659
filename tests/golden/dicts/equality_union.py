# ==, !=, | and |= on dicts
a = {'x': 1, 'y': [1, 2]}
b = {'y': [1, 2], 'x': 1}
print(a == b, a != b, a == {'x': 1}, {} == {}, {1: 1} == {1.0: 1.0}, a == [1])
print({'a': 1} | {'b': 2, 'a': 3})
c = {'a': 1}
alias = c
c |= {'b': 2}
c |= [('c', 3)]
print(c, alias is c)
print({1: 2} | {})
# expect: True False False True True False
# expect: {'a': 3, 'b': 2}
# expect: {'a': 1, 'b': 2, 'c': 3} True
# expect: {1: 2}
