s = set()
s.add([1])
# expect runtime error: TypeError: unhashable type: 'list'
