print(list(reversed([1, 2])))
reversed({1, 2})
# expect: [2, 1]
# expect runtime error: TypeError: 'set' object is not reversible
