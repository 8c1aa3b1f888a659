# ** into builtins that take keywords
opts = {'sep': '-', 'end': '!\n'}
xs = [1, 2, 3]
print(*xs, **opts)
print(dict(**{'a': 1}, b=2))
print(sorted([3, 1, 2], **{'reverse': True}))
kw = {'key': len}
print(sorted(['ccc', 'a', 'bb'], **kw))
print(max([1, 5, 3], **{'default': 0}))
# expect: 1-2-3!
# expect: {'a': 1, 'b': 2}
# expect: [3, 2, 1]
# expect: ['a', 'bb', 'ccc']
# expect: 5
