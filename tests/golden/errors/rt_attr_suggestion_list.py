# A misspelt method: the traceback suggests the closest name dir() has.
items = [3, 1, 2]
items.apend(4)

# expect runtime error: AttributeError: 'list' object has no attribute 'apend'. Did you mean: 'append'?
