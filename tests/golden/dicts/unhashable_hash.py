print(hash((1, 2)) == hash((1, 2)))
print(hash({'a': 1}))
# expect: True
# expect runtime error: TypeError: unhashable type: 'dict'
