import numpy as np
# np.char.split/rsplit/splitlines: object arrays of lists
s = np.array(['a b c', 'd e', 'f'])
print(np.char.split(s))
print(np.char.split(s, ' ', 1), np.char.rsplit(s, maxsplit=1))
print(np.char.split(np.array([['x,y', 'z']]), ','))
print(np.char.splitlines(np.array(['a\nb', 'c'])), np.char.splitlines(np.array(['a\nb']), True))
r = np.char.split(np.array(['1 2', '3 4']))
print(r.dtype, r.shape, r[0], [list(map(int, x)) for x in r])
print(np.char.split('hello world'))
# expect: [list(['a', 'b', 'c']) list(['d', 'e']) list(['f'])]
# expect: [list(['a', 'b c']) list(['d', 'e']) list(['f'])] [list(['a b', 'c']) list(['d', 'e']) list(['f'])]
# expect: [[list(['x', 'y']) list(['z'])]]
# expect: [list(['a', 'b']) list(['c'])] [list(['a\n', 'b'])]
# expect: object (2,) ['1', '2'] [[1, 2], [3, 4]]
# expect: ['hello', 'world']
