d = {}
d.get()
# expect runtime error: TypeError: get expected at least 1 argument, got 0
