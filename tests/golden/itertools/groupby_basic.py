# groupby: runs of equal keys, with and without a key function.
import itertools
for k, g in itertools.groupby('aaabbcdda'):
    print(k, list(g))
print([(k, len(list(g))) for k, g in itertools.groupby([1, 3, 2, 4, 5, 7, 6], key=lambda x: x % 2)])
print([k for k, g in itertools.groupby(sorted('mississippi'))])
print(list(itertools.groupby([])))

# expect: a ['a', 'a', 'a']
# expect: b ['b', 'b']
# expect: c ['c']
# expect: d ['d', 'd']
# expect: a ['a']
# expect: [(1, 2), (0, 2), (1, 2), (0, 1)]
# expect: ['i', 'm', 'p', 's']
# expect: []
