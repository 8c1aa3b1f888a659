# What a course prints: the public methods of a list.
print([n for n in dir([]) if not n.startswith('_')])
print(dir([]) == dir(list))

# expect: ['append', 'clear', 'copy', 'count', 'extend', 'index', 'insert', 'pop', 'remove', 'reverse', 'sort']
# expect: True
