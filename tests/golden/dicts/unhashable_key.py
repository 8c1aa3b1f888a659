d = {}
d[[1, 2]] = 3
# expect runtime error: TypeError: unhashable type: 'list'
