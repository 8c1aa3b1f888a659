print(hash(frozenset()) == hash(frozenset()))
hash({1, 2})
# expect: True
# expect runtime error: TypeError: unhashable type: 'set'
