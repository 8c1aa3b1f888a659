s = {1}
print(s.pop())
s.pop()
# expect: 1
# expect runtime error: KeyError: 'pop from an empty set'
