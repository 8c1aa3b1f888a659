f = frozenset({1})
f.add(2)
# expect runtime error: AttributeError: 'frozenset' object has no attribute 'add'
