# repeat: a number of times or forever; repr; a negative count repeats nothing.
import itertools
print(list(itertools.repeat('x', 3)), list(itertools.repeat(1, -2)), list(itertools.repeat(0, times=2)))
print(list(itertools.islice(itertools.repeat(7), 4)))
print(repr(itertools.repeat('a', 3)), repr(itertools.repeat(1)), repr(itertools.repeat(2, -3)))
print(list(map(pow, range(4), itertools.repeat(2))))
print(itertools.repeat(1, 5).__length_hint__())

# expect: ['x', 'x', 'x'] [] [0, 0]
# expect: [7, 7, 7, 7]
# expect: repeat('a', 3) repeat(1) repeat(2, 0)
# expect: [0, 1, 4, 9]
# expect: 5
