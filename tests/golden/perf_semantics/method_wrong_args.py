lst = [1]
lst.append(1, 2)
# expect runtime error: TypeError: list.append() takes exactly one argument (2 given)
