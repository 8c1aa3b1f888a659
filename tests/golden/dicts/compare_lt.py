print({1: 2} == {1: 2})
print({1: 2} < {1: 3})
# expect: True
# expect runtime error: TypeError: '<' not supported between instances of 'dict' and 'dict'
