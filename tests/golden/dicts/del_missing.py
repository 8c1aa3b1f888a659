d = {1: 2}
del d[1]
del d[1.5]
# expect runtime error: KeyError: 1.5
