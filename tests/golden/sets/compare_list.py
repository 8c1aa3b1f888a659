print({1} < {1, 2})
print({1} < [1, 2])
# expect: True
# expect runtime error: TypeError: '<' not supported between instances of 'set' and 'list'
