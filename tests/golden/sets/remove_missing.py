s = {1, 2}
s.remove(2)
s.remove(2)
# expect runtime error: KeyError: 2
