d = {'a': 1}
print(d.popitem())
d.popitem()
# expect: ('a', 1)
# expect runtime error: KeyError: 'popitem(): dictionary is empty'
