def g(y):
    return [(yield x) for x in y]
# expect error: yield_in_listcomp.py:2:14: error: 'yield' inside list comprehension
