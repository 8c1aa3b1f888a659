x = [1, 2]
d = {**x}
# expect runtime error: TypeError: 'list' object is not a mapping
