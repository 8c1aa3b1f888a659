grid = {(0, 0): '.'}
print(grid[(0, 1)])
# expect runtime error: KeyError: (0, 1)
