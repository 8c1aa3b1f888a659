s = set()
s.add(1, 2)
# expect runtime error: TypeError: set.add() takes exactly one argument (2 given)
