# dict as a class: isinstance, type, unbound methods
d = {'a': 1}
print(isinstance(d, dict), isinstance([], dict), isinstance(d, (list, dict)))
print(type(d), type(d) == dict, dict)
print(dict.get(d, 'a'), dict.keys(d))
print(list(map(dict.copy, [d, {}])))
# expect: True False True
# expect: <class 'dict'> True <class 'dict'>
# expect: 1 dict_keys(['a'])
# expect: [{'a': 1}, {}]
